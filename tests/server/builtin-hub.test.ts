import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { FlowData } from '@/contract/flow';
import {
  packageAgentDefinitionSchema,
  packageAppDefinitionSchema,
  packageFlowDefinitionSchema,
  packageOperatorDefinitionSchema,
  packageResourceDefinitionSchema,
} from '@/contract/dbgpts-package';
import type { DbgptsType } from '@/contract/plugin';
import { checkFlowGraph } from '@/server/flows/flow-graph-check';
import { findNodeDefinition } from '@/server/flows/node-catalogue';
import { createOptionLoader, type OptionLoader } from '@/server/flows/node-options';
import { planFlow } from '@/server/flows/runtime/flow-plan';
import type { ServerLanguage } from '@/server/i18n/language';
import { addSpace } from './knowledge-helpers';
import { oneModelEnv } from './flow-helpers';
import { sseEvents } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import {
  contextCatcher,
  hubPackageFolders,
  loadHubPackage,
  manifestSchema,
  type HubPackageFolder,
} from './hub-packages';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

const SCHEMAS: Readonly<Record<DbgptsType, z.ZodType>> = {
  flow: packageFlowDefinitionSchema,
  app: packageAppDefinitionSchema,
  agent: packageAgentDefinitionSchema,
  operator: packageOperatorDefinitionSchema,
  resource: packageResourceDefinitionSchema,
};
const LANGUAGES: readonly ServerLanguage[] = ['en', 'zh'];

let folders: HubPackageFolder[];
let fake: FakeOpenAI;
let server: TestServer;
const catcher = contextCatcher();

beforeAll(async () => {
  folders = await hubPackageFolders();
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url), plugins: [catcher.plugin] });
  await addSpace(server, 'handbook', { visibility: 'public' });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

const loaderIn = (language: ServerLanguage): OptionLoader => {
  const context = catcher.context();
  return createOptionLoader({ ...context, userId: 'admin', language });
};

/** The canvas with every required choice that depends on the server (model, space) set to its first one. */
async function withServerChoices(data: FlowData, loader: OptionLoader): Promise<FlowData> {
  const nodes = [];
  for (const node of data.nodes) {
    const definition = findNodeDefinition({ id: node.data.id, type_cls: node.data.type_cls });
    const parameters = [];
    for (const parameter of (node.data.parameters ?? []) as { name: string; value: unknown }[]) {
      const spec = definition?.parameters.find((candidate) => candidate.name === parameter.name);
      const chooses = spec && typeof spec.options === 'string' && !spec.optional && parameter.value === null;
      const first = chooses ? (await loader.optionsOf(spec))?.[0]?.value : undefined;
      parameters.push(first === undefined ? parameter : { ...parameter, value: first });
    }
    nodes.push({ ...node, data: { ...node.data, parameters } });
  }
  return { ...data, nodes };
}

async function debugRun(flowData: FlowData, question: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.baseUrl}/api/v2/serve/awel/flow/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice' },
    body: JSON.stringify({
      flow: { name: 'hub', label: 'Hub', flow_data: flowData },
      request: { messages: question },
    }),
  });
  const frames = sseEvents(await response.text()).filter((event) => !event.event);
  return { status: response.status, text: frames.at(-1)?.data ?? '' };
}

describe('the built-in hub', () => {
  it('offers the promised packages, each with a complete manifest in both languages and both READMEs', async () => {
    const names = (type: DbgptsType) => folders.filter((folder) => folder.type === type).map((f) => f.name);
    expect(names('flow')).toEqual(['knowledge-qa', 'summarizer', 'translator']);
    expect(names('app')).toEqual(['translator-app', 'writing-helper']);
    expect(names('agent')).toEqual(['report-writer', 'weather-advisor']);
    expect(names('operator')).toEqual(['key-points']);
    expect(names('resource')).toEqual(['mcp-everything', 'open-meteo-weather', 'writing-prompts']);
    for (const folder of folders) {
      const manifest = manifestSchema.parse(folder.manifest);
      const sections = (['flow', 'app', 'agent', 'operator', 'resource'] as const).filter(
        (type) => manifest[type],
      );
      expect(sections, folder.dir).toEqual([folder.type]);
      expect(manifest[folder.type]?.name, folder.dir).toBe(folder.name);
      for (const readme of ['README.md', 'README.zh.md']) {
        const text = await readFile(path.join(folder.dir, readme), 'utf8');
        expect(text.startsWith('# '), `${folder.dir}/${readme}`).toBe(true);
      }
      await access(path.join(folder.dir, folder.name, manifest.json_config.file_path));
      await access(path.join(folder.dir, folder.name, manifest.json_config.file_path_zh));
    }
  });

  it('has definitions that fit their type in both languages, with the resource kinds the product promises', async () => {
    const kinds: string[] = [];
    for (const folder of folders)
      for (const language of LANGUAGES) {
        const pkg = await loadHubPackage(folder.type, folder.name, language);
        const parsed = SCHEMAS[folder.type].safeParse(pkg.definition);
        expect(parsed.error?.issues ?? [], `${folder.dir} (${language})`).toEqual([]);
        if (folder.type === 'resource' && language === 'en') {
          const resource = packageResourceDefinitionSchema.parse(pkg.definition);
          kinds.push(resource.kind === 'tool' ? `tool:${resource.tool.kind}` : resource.kind);
        }
        if (folder.type === 'app') {
          const app = packageAppDefinitionSchema.parse(pkg.definition);
          expect(app.language).toBe(language);
          if (app.flow_package) expect(await pkg.sibling('flow', app.flow_package)).toBeDefined();
        }
      }
    expect(kinds.sort()).toEqual(['prompt_pack', 'tool:http', 'tool:mcp']);
    const weather = packageResourceDefinitionSchema.parse(
      (await loadHubPackage('resource', 'open-meteo-weather')).definition,
    );
    expect(weather).toMatchObject({
      kind: 'tool',
      tool: { openapi: { openapi: expect.stringMatching(/^3\./) } },
    });
  });

  it('has flows that pass the graph check once the server’s model and space are chosen, in both languages', async () => {
    for (const folder of folders.filter((candidate) => candidate.type === 'flow'))
      for (const language of LANGUAGES) {
        const loader = loaderIn(language);
        const pkg = await loadHubPackage('flow', folder.name, language);
        const data = await withServerChoices(packageFlowDefinitionSchema.parse(pkg.definition), loader);
        const check = await checkFlowGraph(data, loader);
        expect(
          check.problems.map((problem) => problem.text.in('en')),
          `${folder.name} (${language})`,
        ).toEqual([]);
        expect(check.category).toBe('chat_flow');
      }
  });

  it('has composite operators whose sub-flows pass the sub-flow check in both languages', async () => {
    for (const folder of folders.filter((candidate) => candidate.type === 'operator'))
      for (const language of LANGUAGES) {
        const pkg = await loadHubPackage('operator', folder.name, language);
        const operator = packageOperatorDefinitionSchema.parse(pkg.definition);
        const planned = await planFlow(operator.flow_data, loaderIn(language), { subFlow: true });
        expect(planned.ok ? [] : [planned.problem.in('en')], `${folder.name} (${language})`).toEqual([]);
      }
  });

  it('runs its flows: each question reaches the model through the package’s prompt and the answer streams back', async () => {
    const cases = [
      { name: 'translator', question: '会议改到下午三点。', prompt: 'professional translator' },
      { name: 'summarizer', question: 'Q3 revenue rose 12% to 4.1M.', prompt: 'Summarise the text below' },
      { name: 'knowledge-qa', question: 'How many leave days?', prompt: 'numbered passages' },
    ];
    for (const { name, question, prompt } of cases) {
      fake.reset();
      fake.setReply({ text: `Answer of ${name}.` });
      const pkg = await loadHubPackage('flow', name);
      const data = await withServerChoices(packageFlowDefinitionSchema.parse(pkg.definition), loaderIn('en'));
      const result = await debugRun(data, question);
      expect(result, name).toEqual({ status: 200, text: `Answer of ${name}.` });
      const sent = fake.chatRequests()[0]?.messages.at(-1)?.content ?? '';
      expect(sent, name).toContain(prompt);
      expect(sent, name).toContain(question);
    }
  });
});
