import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '@/contract/app';
import { call, createApp, listApps } from './app-helpers';
import { addDatasource, systemPromptOf } from './chat-data-helpers';
import { chat, lastSnapshot } from './chat-test-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
let dir: string;

beforeAll(async () => {
  setup = await startKnowledgeServer();
  await seedSpace(setup, {
    name: 'handbook',
    documents: [{ name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] }],
  });
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-app-chat-'));
  await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    // The users of these tests chat with it: shared with everyone.
    visibility: 'public',
  });
});
afterAll(async () => {
  await setup.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setup.fake.reset());

function nativeApp(name: string, scene: string, paramNeed: unknown[], user = 'alice') {
  return createApp(
    setup.server,
    name,
    {
      team_mode: 'native_app',
      team_context: { chat_scene: scene, scene_name: name },
      details: [],
      param_need: paramNeed,
      published: true,
    },
    user,
  );
}

const ask = (body: Record<string, unknown>, user = 'bob') => chat(setup.server, body, { userId: user });

/** The text of a stream that ended with `[SERVER_ERROR]`. */
function errorText(payloads: string[]): string {
  const last = payloads.at(-1) ?? '';
  expect(last.startsWith('[SERVER_ERROR]')).toBe(true);
  return last.slice('[SERVER_ERROR]'.length);
}

describe('chatting with a native app', () => {
  it("answers from the app's bound knowledge space with its temperature and max tokens, and records app_code", async () => {
    const app = await nativeApp('Handbook helper', 'chat_knowledge', [
      { type: 'resource', value: 'knowledge', bind_value: 'handbook' },
      { type: 'temperature', value: 0.2 },
      { type: 'max_new_tokens', value: 300 },
    ]);
    setup.fake.replyOnce({ text: 'You get 25 days.' });
    const answer = await ask({
      chat_mode: 'chat_knowledge',
      app_code: app.app_code,
      user_input: 'How much leave?',
    });
    expect(answer.status).toBe(200);
    expect(lastSnapshot(answer.payloads).content).toContain('You get 25 days.');
    const [request] = setup.fake.chatRequests();
    expect(String(request?.messages[0]?.content)).toContain('25 days of paid leave');
    expect(request?.temperature).toBe(0.2);
    expect(request?.max_tokens ?? request?.max_completion_tokens).toBe(300);

    const dialogues = await call<{ app_code: string | null; chat_mode: string }[]>(
      setup.server,
      'GET',
      '/api/v1/chat/dialogue/list',
      undefined,
      { user: 'bob' },
    );
    expect(dialogues.body.data[0]).toMatchObject({ app_code: app.app_code, chat_mode: 'chat_knowledge' });
  });

  it("asks the app's bound SQLite datasource, whatever chat_mode the client sent", async () => {
    const app = await nativeApp('Shop answers', 'chat_with_db_qa', [
      { type: 'resource', value: 'database', bind_value: 'Shop' },
    ]);
    setup.fake.replyOnce({ text: 'There are two tables.' });
    const answer = await ask({
      chat_mode: 'chat_normal',
      app_code: app.app_code,
      user_input: 'Which tables?',
    });
    expect(lastSnapshot(answer.payloads).content).toContain('There are two tables.');
    const system = systemPromptOf(setup);
    expect(system).toContain('database "Shop"');
    expect(system).toContain('orders');
  });

  it('tells in the stream that a native app without its resource needs one, in both languages', async () => {
    const app = await nativeApp('Unbound', 'chat_knowledge', [{ type: 'resource', value: 'knowledge' }]);
    const en = await ask({ chat_mode: 'chat_knowledge', app_code: app.app_code, user_input: 'Hi' });
    expect(errorText(en.payloads)).toBe(
      'The app "Unbound" needs a Knowledge space to chat with: bind one in the app editor or choose one before asking',
    );
    const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      body: JSON.stringify({ chat_mode: 'chat_knowledge', app_code: app.app_code, user_input: 'Hi' }),
    });
    expect(await response.text()).toContain('应用“Unbound”需要一个知识库才能对话');
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });

  it('uses the space the user chose when the app binds none (the built-in Chat Knowledge app)', async () => {
    setup.fake.replyOnce({ text: 'Built-in answer.' });
    const answer = await ask({
      chat_mode: 'chat_knowledge',
      app_code: 'chat_knowledge',
      select_param: 'handbook',
      user_input: 'Leave?',
    });
    expect(lastSnapshot(answer.payloads).content).toContain('Built-in answer.');
  });
});

describe('apps the caller cannot use', () => {
  it('answers an unknown app and another user’s unpublished app with a clear message in the stream', async () => {
    const unknown = await ask({ chat_mode: 'chat_agent', app_code: 'no-such-app', user_input: 'Hello?' });
    expect(unknown.status).toBe(200);
    expect(errorText(unknown.payloads)).toBe('App not found: no-such-app');
    const hidden = await createApp(setup.server, 'Hidden agent', { team_mode: 'single_agent' });
    const other = await ask({ chat_mode: 'chat_agent', app_code: hidden.app_code, user_input: 'Hi' }, 'eve');
    expect(errorText(other.payloads)).toBe(`App not found: ${hidden.app_code}`);
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });
});

describe('hot list and recently used', () => {
  it('ranks published apps by conversations and lists what the caller used lately, latest first', async () => {
    const busy = await nativeApp('Busy', 'chat_normal', [], 'carol');
    const quiet = await nativeApp('Quiet', 'chat_normal', [], 'carol');
    for (const [app, user] of [
      [quiet, 'frank'],
      [busy, 'frank'],
      [busy, 'gina'],
      [busy, 'gina'],
    ] as const)
      await ask({ chat_mode: 'chat_normal', app_code: app.app_code, user_input: `hello from ${user}` }, user);

    const hot = await call<App[]>(setup.server, 'POST', '/api/v1/app/hot/list', { page: 1, page_size: 100 });
    const ranked = hot.body.data.map((app) => [app.app_name, app.hot_value]);
    expect(ranked.indexOf(ranked.find(([name]) => name === 'Busy')!)).toBeLessThan(
      ranked.indexOf(ranked.find(([name]) => name === 'Quiet')!),
    );
    expect(ranked).toContainEqual(['Busy', 3]);
    expect(ranked).toContainEqual(['Quiet', 1]);
    const top = await call<App[]>(setup.server, 'POST', '/api/v1/app/hot/list', { page: 1, page_size: 1 });
    expect(top.body.data).toHaveLength(1);

    const recent = await listApps(setup.server, { is_recent_used: 'true' }, 'frank');
    expect(recent.app_list.map((app) => app.app_name)).toEqual(['Busy', 'Quiet']);
    expect((await listApps(setup.server, { is_recent_used: 'true' }, 'nobody')).total_count).toBe(0);
  });
});
