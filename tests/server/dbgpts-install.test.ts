import { rm } from 'node:fs/promises';
import type { App } from '@/contract/app';
import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import type { PackageDetail, PackageThing, PackageUsage } from '@/contract/hub';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';
import { call, createApp } from './app-helpers';
import { chat, lastSnapshot } from './chat-test-helpers';
import { chatAppDefinition, chatFlowDefinition, dcall, makeHub } from './dbgpts-helpers';
import { oneModelEnv } from './flow-helpers';
import { flowFrameText } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
let hub: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  hub = await makeHub([
    { type: 'flow', name: 'simple-chat', definition: chatFlowDefinition() },
    { type: 'app', name: 'chat-helper', definition: chatAppDefinition('Chat helper') },
    {
      type: 'app',
      name: 'flow-app',
      definition: { ...chatAppDefinition('Flow app'), team_mode: 'awel_layout', flow_package: 'simple-chat' },
    },
    {
      type: 'resource',
      name: 'writing-prompts',
      definition: {
        kind: 'prompt_pack',
        prompts: [
          { prompt_name: 'Polish text', content: 'Polish this: {input}', prompt_language: 'en' },
          { prompt_name: 'Summarise text', content: 'Summarise: {input}', prompt_language: 'en' },
        ],
      },
    },
    { type: 'resource', name: 'bad-pack', definition: { kind: 'prompt_pack', prompts: [] } },
    { type: 'flow', name: 'any-model-chat', definition: chatFlowDefinition(undefined, '') },
    {
      type: 'flow',
      name: 'bilingual-chat',
      fields: { label_zh: '双语对话' },
      definition: chatFlowDefinition(),
      definitionZh: chatFlowDefinition('回答：{question}'),
    },
  ]);
  server = await startTestServer({ env: { ...oneModelEnv(fake.url), BUILTIN_HUB_DIR: hub } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(hub, { recursive: true, force: true });
});
afterEach(() => fake.reset());

const install = (name: string, type: string, language: 'en' | 'zh' = 'en') =>
  dcall(server, 'POST', '/hub/install', { name, type, storage_channel: 'builtin' }, { language });

async function installed(name: string): Promise<MyDbgpts & { adds: PackageThing[] }> {
  const page = await dcall<PaginationResult<MyDbgpts & { adds: PackageThing[] }>>(
    server,
    'POST',
    '/my/query_page',
    {
      name,
    },
  );
  const row = page.body.data.items[0];
  if (!row) throw new Error(`${name} is not installed`);
  return row;
}

const idOf = (row: { adds: PackageThing[] }, kind: PackageThing['kind']) =>
  row.adds.find((thing) => thing.kind === kind)?.id ?? '';

describe('installing a flow package', () => {
  it('creates a deployed flow that answers chat_flow, lists it as installed and as a flow template', async () => {
    const answer = await install('simple-chat', 'flow');
    expect(answer.body).toEqual({ success: true, err_code: null, err_msg: null, data: null });
    const row = await installed('simple-chat');
    expect(row).toMatchObject({
      type: 'flow',
      version: '0.1.0',
      file_name: 'workflow/simple-chat',
      use_count: 0,
    });
    const uid = idOf(row, 'flow');

    fake.setReply({ text: 'Installed flow says hi.' });
    const result = await chat(
      server,
      { chat_mode: 'chat_flow', select_param: uid, user_input: 'Hello', model_name: 'fake-model' },
      { userId: 'alice' },
    );
    expect(flowFrameText(result.payloads.at(-1) ?? '{}')).toBe('Installed flow says hi.');
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Answer: Hello' });

    const hubRow = await dcall<PaginationResult<DbgptsHubItem>>(server, 'POST', '/hub/query_page', {
      name: 'simple-chat',
    });
    expect(hubRow.body.data.items[0]?.installed).toBe(1);
    const templates = await call<PaginationResult<FlowPanel>>(
      server,
      'GET',
      '/api/v2/serve/awel/flow/templates?page_size=50',
    );
    const template = templates.body.data.items.find((item) => item.uid === 'simple-chat');
    expect(template).toMatchObject({ label: 'simple-chat label', state: 'initializing' });
    expect(template?.flow_data?.nodes.map((node) => node.id)).toEqual([
      'trigger',
      'question',
      'prompt',
      'llm',
      'out',
    ]);
    const detail = await dcall<PackageDetail>(server, 'GET', '/hub/detail?name=simple-chat&type=flow');
    expect(detail.body.data).toMatchObject({ installed: true, installable: true });
    expect(detail.body.data.adds).toEqual([
      { kind: 'flow', id: uid, name: 'simple-chat label' },
      { kind: 'flow_template', id: uid, name: 'simple-chat label' },
    ]);
  });

  it("chooses this server's model where the package leaves the choice empty, so the flow runs", async () => {
    expect((await install('any-model-chat', 'flow')).body.success).toBe(true);
    const uid = idOf(await installed('any-model-chat'), 'flow');
    const flow = await call<FlowPanel>(server, 'GET', `/api/v2/serve/awel/flows/${uid}`);
    expect(flow.body.data.state).toBe('deployed');
    const llm = flow.body.data.flow_data?.nodes.find((node) => node.id === 'llm');
    expect(llm?.data.parameters).toContainEqual(
      expect.objectContaining({ name: 'model', value: 'fake-model' }),
    );
    fake.setReply({ text: 'Any model works.' });
    const result = await chat(
      server,
      { chat_mode: 'chat_flow', select_param: uid, user_input: 'Hi', model_name: 'fake-model' },
      { userId: 'alice' },
    );
    expect(flowFrameText(result.payloads.at(-1) ?? '{}')).toBe('Any model works.');
  });

  it('refuses to install it twice', async () => {
    const again = await install('simple-chat', 'flow', 'zh');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      err_code: 'E0021',
      err_msg: 'flow 包“simple-chat”已经安装',
    });
  });
});

describe('installing in Chinese', () => {
  it('takes the Chinese definition and label when the package has them', async () => {
    expect((await install('bilingual-chat', 'flow', 'zh')).body.success).toBe(true);
    const row = await installed('bilingual-chat');
    expect(row.adds[0]?.name).toBe('双语对话');
    fake.setReply({ text: '你好' });
    await chat(
      server,
      {
        chat_mode: 'chat_flow',
        select_param: idOf(row, 'flow'),
        user_input: '你好吗',
        model_name: 'fake-model',
      },
      { userId: 'alice' },
    );
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({ role: 'user', content: '回答：你好吗' });
  });

  it('installs once when two administrators install at the same time', async () => {
    expect((await dcall(server, 'POST', '/my/uninstall?name=bilingual-chat&type=flow')).body.success).toBe(
      true,
    );
    const answers = await Promise.all([install('bilingual-chat', 'flow'), install('bilingual-chat', 'flow')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const flows = await call<PaginationResult<FlowPanel>>(
      server,
      'GET',
      '/api/v2/serve/awel/flows?name=bilingual-chat',
    );
    expect(flows.body.data.items).toHaveLength(1);
  });
});

describe('installing app packages', () => {
  it('creates an app that chats through the model', async () => {
    expect((await install('chat-helper', 'app')).body.success).toBe(true);
    const appCode = idOf(await installed('chat-helper'), 'app');
    fake.setReply({ text: 'The helper answers.' });
    const answer = await chat(
      server,
      { chat_mode: 'chat_normal', app_code: appCode, user_input: 'Help me' },
      { userId: 'bob' },
    );
    expect(lastSnapshot(answer.payloads).content).toContain('The helper answers.');
    const list = await call<App[]>(server, 'GET', '/api/v1/dbgpts/list?user_code=x');
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((app) => app.app_name)).toContain('Chat helper');
  });

  it('runs an AWEL app on the flow its flow package installed, and warns before that flow goes', async () => {
    expect((await install('flow-app', 'app')).body.success).toBe(true);
    const flowUid = idOf(await installed('simple-chat'), 'flow');
    const appCode = idOf(await installed('flow-app'), 'app');
    fake.setReply({ text: 'Through the app flow.' });
    const answer = await chat(
      server,
      { chat_mode: 'chat_agent', app_code: appCode, user_input: 'Hi app', model_name: 'fake-model' },
      { userId: 'alice' },
    );
    expect(flowFrameText(answer.payloads.at(-1) ?? '{}')).toBe('Through the app flow.');

    const usage = await dcall<PackageUsage>(server, 'GET', '/my/usage?name=simple-chat&type=flow');
    expect(usage.body.data).toEqual({ used_by: [{ kind: 'app', id: appCode, name: 'Flow app' }] });
    const refused = await dcall(server, 'POST', '/my/uninstall?name=simple-chat&type=flow&user=001');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      err_code: 'E0022',
      err_msg:
        'The package "simple-chat" is still used by app "Flow app"; change them first, or uninstall anyway with force=true',
      // What the uninstall dialog links, as `my/usage` lists it.
      data: { used_by: [{ kind: 'app', id: appCode, name: 'Flow app' }] },
    });
    expect((await call(server, 'GET', `/api/v2/serve/awel/flows/${flowUid}`)).status).toBe(200);

    const forced = await dcall(server, 'POST', '/my/uninstall?name=simple-chat&type=flow&force=true');
    expect(forced.body).toMatchObject({ success: true, data: null });
    expect((await call(server, 'GET', `/api/v2/serve/awel/flows/${flowUid}`)).status).toBe(404);
    const templates = await call<PaginationResult<FlowPanel>>(
      server,
      'GET',
      '/api/v2/serve/awel/flow/templates',
    );
    expect(templates.body.data.items.map((item) => item.uid)).not.toContain('simple-chat');
    const hubRow = await dcall<PaginationResult<DbgptsHubItem>>(server, 'POST', '/hub/query_page', {
      name: 'simple-chat',
    });
    expect(hubRow.body.data.items[0]?.installed).toBe(0);
  });

  it('refuses an AWEL app whose flow package is not installed', async () => {
    expect((await dcall(server, 'POST', '/my/uninstall?name=flow-app&type=app')).body.success).toBe(true);
    const refused = await install('flow-app', 'app');
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toBe(
      'The app of the package "flow-app" runs the flow package "simple-chat": install that flow package first',
    );
  });
});

describe('installing a prompt pack', () => {
  it('adds its prompts to the library for everyone, and takes them away on uninstall', async () => {
    expect((await install('writing-prompts', 'resource')).body.success).toBe(true);
    const listed = await call<{ prompt_name: string; content: string }[]>(
      server,
      'POST',
      '/prompt/list',
      {},
      {
        user: 'carol',
      },
    );
    expect(listed.body.data.map((prompt) => [prompt.prompt_name, prompt.content])).toEqual(
      expect.arrayContaining([
        ['Polish text', 'Polish this: {input}'],
        ['Summarise text', 'Summarise: {input}'],
      ]),
    );
    const code = idOf(await installed('writing-prompts'), 'prompt');
    const app = await createApp(server, 'Polisher', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_normal', scene_name: 'Polisher' },
      details: [],
      param_need: [{ type: 'prompt_template', value: code }],
    });
    const refused = await dcall(
      server,
      'POST',
      '/my/uninstall?name=writing-prompts&type=resource',
      undefined,
      {
        language: 'zh',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.err_msg).toBe(
      '包“writing-prompts”仍被 app "Polisher" 使用；请先修改它们，或用 force=true 强制卸载',
    );
    await call(server, 'POST', '/api/v1/app/remove', { app_code: app.app_code });
    expect(
      (await dcall(server, 'POST', '/my/uninstall?name=writing-prompts&type=resource')).body.success,
    ).toBe(true);
    const after = await call<{ prompt_name: string }[]>(server, 'POST', '/prompt/list', {});
    expect(after.body.data.map((prompt) => prompt.prompt_name)).not.toContain('Polish text');
  });

  it('refuses a pack without prompts, saying what is wrong', async () => {
    const refused = await install('bad-pack', 'resource');
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toMatch(/^The prompt pack "bad-pack" is not valid: prompts: /);
  });
});

describe('uninstall of what is not installed', () => {
  it('answers 404 E0022, and 400 for an unknown type', async () => {
    const missing = await dcall(server, 'POST', '/my/uninstall?name=chat-helper-2&type=app', undefined, {
      language: 'zh',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ err_code: 'E0022', err_msg: '包“chat-helper-2”没有安装' });
    expect((await dcall(server, 'POST', '/my/uninstall?name=chat-helper&type=gadget')).status).toBe(400);
    expect((await dcall(server, 'POST', '/my/uninstall')).status).toBe(400);
    expect((await dcall(server, 'GET', '/my/usage?name=nothing&type=flow')).status).toBe(404);
  });
});
