import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import { NODE_DEFINITIONS } from '@/server/flows/nodes';
import { TEMPLATE_FILES } from '@/server/flows/templates/flow-templates';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { addDatasource } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpace } from './knowledge-helpers';
import { AWEL, flowCall, oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;
let dir: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
  await addSpace(server, 'handbook', { visibility: 'public' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-templates-'));
  await addDatasource(server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    // The users of these tests chat with it: shared with everyone.
    visibility: 'public',
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

/** DB-GPT 0.8.1's built-in templates in English, listed after ours: six files, the knowledge graph one twice. */
const DBGPT_TEMPLATES = 5;

const templates = async (language: 'en' | 'zh' = 'en', query = '') =>
  (
    await flowCall<PaginationResult<FlowPanel>>(server, 'GET', `${AWEL}/flow/templates${query}`, undefined, {
      language,
    })
  ).body.data;

describe('flow templates', () => {
  it('are built from nodes of the catalogue only', () => {
    const catalogue = new Set(NODE_DEFINITIONS.map((node) => node.name));
    expect(TEMPLATE_FILES.length).toBeGreaterThanOrEqual(4);
    for (const file of TEMPLATE_FILES) for (const node of file.nodes) expect(catalogue).toContain(node.type);
  });

  it('lists simple chat, knowledge chat, question to SQL to chart and rewrite-retrieve-answer in both languages', async () => {
    const en = await templates('en');
    expect(en.total_count).toBe(4 + DBGPT_TEMPLATES);
    expect(en.items.slice(0, 4).map((flow) => flow.label)).toEqual([
      'Simple chat',
      'Chat with knowledge',
      'Question to SQL to chart',
      'Rewrite, retrieve, answer',
    ]);
    const zh = await templates('zh');
    expect(zh.items.slice(0, 4).map((flow) => flow.label)).toEqual([
      '简单对话',
      '知识库问答',
      '问题转 SQL 再成图表',
      '改写、检索、回答',
    ]);
    const zhPrompt = zh.items[0]?.flow_data?.nodes.find((node) => node.id === 'prompt');
    expect(JSON.stringify(zhPrompt?.data)).toContain('你是一个乐于助人的助手');
    const page = await templates('en', '?page=2&page_size=3');
    // Ours, then DB-GPT's five distinct templates (its English folder has one twice).
    expect(page).toMatchObject({ total_count: 9, total_pages: 3, page: 2 });
    expect(page.items.map((flow) => flow.name)).toEqual([
      'template_rewrite_retrieve_answer',
      'simple_streaming_chat_workflow',
      'rag_chat_awel_flow_template',
    ]);
  });

  it("pass the graph check with this server's model, space and datasource chosen, and deploy as they are", async () => {
    const items = (await templates('en')).items.slice(0, 4);
    for (const template of items) {
      expect(template.problems).toEqual([]);
      const model = template.flow_data?.nodes
        .flatMap(
          (node) => (node.data as { parameters?: { name: string; value: unknown }[] }).parameters ?? [],
        )
        .find((parameter) => parameter.name === 'model');
      expect(model?.value).toBe('fake-model');
      const created = await flowCall<FlowPanel>(server, 'POST', `${AWEL}/flows`, {
        name: `from_${template.name}`,
        label: template.label,
        flow_data: template.flow_data,
        state: 'deployed',
      });
      expect(created.body.err_msg).toBeNull();
      expect(created.status).toBe(200);
    }
    // Every required field opens filled: the trigger's HTTP method is its default, not blank.
    for (const template of items)
      for (const node of template.flow_data?.nodes ?? []) {
        const parameters =
          (node.data as { parameters?: { name: string; optional?: boolean; value: unknown }[] }).parameters ??
          [];
        for (const parameter of parameters.filter((each) => !each.optional))
          expect([template.name, node.id, parameter.name, parameter.value ?? null]).not.toContain(null);
      }
    const trigger = items[0]?.flow_data?.nodes.find((node) => node.id === 'trigger');
    expect(
      (trigger?.data as { parameters?: { name: string; value: unknown }[] } | undefined)?.parameters?.find(
        (parameter) => parameter.name === 'methods',
      )?.value,
    ).toBe('POST');
    const categories = items.map((template) => template.flow_category);
    expect(categories[0]).toBe('chat_flow');
  });
});

describe('DB-GPT’s built-in templates', () => {
  const byName = async (language: 'en' | 'zh') =>
    new Map((await templates(language, '?page_size=50')).items.map((flow) => [flow.name, flow]));

  it('are offered after ours in the caller’s language, with this server’s space and datasource chosen', async () => {
    for (const language of ['en', 'zh'] as const) {
      const uids = (await templates(language, '?page_size=50')).items.map((flow) => flow.uid);
      expect(new Set(uids).size).toBe(uids.length);
      const flows = await byName(language);
      const ragName = language === 'en' ? 'rag_chat_awel_flow_template' : 'rag_chat_awel_flow_template_zh';
      const rag = flows.get(ragName);
      expect(flows.get('simple_streaming_chat_workflow')?.label).toBe(
        language === 'en' ? 'Simple Streaming Chat Workflow' : '简单流式对话工作流',
      );
      for (const name of ['simple_streaming_chat_workflow', ragName, 'chat_data_awel_flow_template']) {
        expect([name, flows.get(name)?.problems]).toEqual([name, []]);
        expect(flows.get(name)?.flow_category).toBe('chat_flow');
      }
      const knowledge = rag?.flow_data?.nodes.find((node) => node.data.type_name === 'HOKnowledgeOperator');
      expect(JSON.stringify(knowledge?.data.parameters)).toContain('"value":"handbook"');
      const data = flows.get('chat_data_awel_flow_template');
      const datasource = data?.flow_data?.nodes.find((node) => node.data.type_name === 'DatasourceResource');
      expect(JSON.stringify(datasource?.data.parameters)).toContain('"value":"Shop"');
    }
  });

  it('that use nodes not run here name them, and the runnable ones deploy as offered', async () => {
    // The knowledge-building ones run here (flow-dbgpt-knowledge-build.test.ts); the Chinese hybrid one
    // branches on DB-GPT's knowledge process branch and join operators, which do not run yet.
    const hybrid = (await byName('zh')).get('hybrid_knowledge_process_workflow');
    expect(hybrid?.problems?.map((problem) => problem.message).join(' ')).toContain(
      'DB-GPT 的节点“KnowledgeProcessJoinOperator”在本服务器上尚不能运行',
    );
    const flows = await byName('en');
    expect(flows.get('embedding_process_workflow')?.problems).toEqual([]);
    const data = flows.get('chat_data_awel_flow_template');
    const created = await flowCall<FlowPanel>(server, 'POST', `${AWEL}/flows`, {
      name: 'from_dbgpt_chat_data',
      label: data?.label,
      flow_data: data?.flow_data,
      state: 'deployed',
    });
    expect(created.body.err_msg).toBeNull();
    expect(created.body.data.metadata?.triggers?.[0]?.path).toBe(
      `/api/v1/awel/trigger/templates/${created.body.data.dag_id}`,
    );
  });
});

describe('flow templates on a server without spaces or datasources', () => {
  it('name the choices still to make, node by node', async () => {
    const bare = await startTestServer({ env: oneModelEnv(fake.url) });
    try {
      const answer = await flowCall<PaginationResult<FlowPanel>>(bare, 'GET', `${AWEL}/flow/templates`);
      const [simple, knowledge] = answer.body.data.items;
      expect(simple?.problems).toEqual([]);
      expect(knowledge?.problems).toEqual([
        { node_id: 'retriever', message: expect.stringContaining('"Knowledge space" is required') },
      ]);
    } finally {
      await bare.close();
    }
  });
});
