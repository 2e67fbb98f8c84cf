import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'smol-toml';
import { call, type Answer, type CallOptions } from './app-helpers';
import { canvas, chatFlowNodes } from './flow-helpers';
import { makeTempDir, type TestServer } from './harness';

export const DBGPTS = '/api/v1/serve/dbgpts';

const GROUPS = {
  flow: 'workflow',
  app: 'apps',
  agent: 'agents',
  operator: 'operators',
  resource: 'resources',
};

export interface PackageSpec {
  type: keyof typeof GROUPS;
  name: string;
  /** Extra `[type]` fields (label_zh, description...). */
  fields?: Record<string, unknown>;
  definition?: unknown;
  definitionZh?: unknown;
  definitionType?: 'json' | 'python';
  readme?: string;
  readmeZh?: string;
}

/** Writes one package folder as DB-GPT's dbgpts repository lays it out. */
export async function writePackage(hubDir: string, spec: PackageSpec): Promise<void> {
  const dir = path.join(hubDir, GROUPS[spec.type], spec.name);
  const inner = path.join(dir, spec.name.replace(/-/g, '_'), 'definition');
  await mkdir(inner, { recursive: true });
  const manifest = {
    [spec.type]: {
      name: spec.name,
      label: `${spec.name} label`,
      version: '0.1.0',
      description: `${spec.name} description`,
      authors: ['tester'],
      definition_type: spec.definitionType ?? 'json',
      ...spec.fields,
    },
    json_config: {
      file_path: 'definition/definition.json',
      ...(spec.definitionZh === undefined ? {} : { file_path_zh: 'definition/definition.zh.json' }),
    },
  };
  await writeFile(path.join(dir, 'dbgpts.toml'), stringify(manifest));
  await writeFile(path.join(inner, 'definition.json'), JSON.stringify(spec.definition ?? {}));
  if (spec.definitionZh !== undefined)
    await writeFile(path.join(inner, 'definition.zh.json'), JSON.stringify(spec.definitionZh));
  if (spec.readme) await writeFile(path.join(dir, 'README.md'), spec.readme);
  if (spec.readmeZh) await writeFile(path.join(dir, 'README.zh.md'), spec.readmeZh);
}

/** A runnable chat flow on the fake model, as a flow package's definition. */
export const chatFlowDefinition = (template?: string, model = 'fake-model') => {
  const { nodes, edges } = chatFlowNodes(model);
  const prompt = nodes.find((node) => node.id === 'prompt');
  if (prompt && template) prompt.data.parameters = [{ name: 'template', value: template }];
  return canvas(nodes, edges);
};

/** A native chat_normal app, as an app package's definition. */
export const chatAppDefinition = (name: string) => ({
  app_name: name,
  app_describe: `${name} chats`,
  team_mode: 'native_app',
  language: 'en',
  team_context: { chat_scene: 'chat_normal', scene_name: name },
  details: [],
  param_need: [{ type: 'model', value: 'fake-model' }],
});

export async function makeHub(specs: PackageSpec[], prefix = 'dbgpt-hub-'): Promise<string> {
  const dir = await makeTempDir(prefix);
  for (const spec of specs) await writePackage(dir, spec);
  return dir;
}

const run = promisify(execFile);

/** `git` in `dir`, as the tests' own user (a fixed author; no global configuration needed). */
export function git(dir: string, ...args: string[]) {
  return run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: dir });
}

/** A local git repository with the packages committed on `branch`. */
export async function makeGitHub(specs: PackageSpec[], branch: string): Promise<string> {
  const dir = await makeHub(specs, 'dbgpt-github-');
  await git(dir, 'init', '--quiet', '--initial-branch', branch);
  await git(dir, 'add', '.');
  await git(dir, 'commit', '--quiet', '-m', 'packages');
  return dir;
}

export function dcall<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  return call<T>(server, method, `${DBGPTS}${route}`, body, options);
}
