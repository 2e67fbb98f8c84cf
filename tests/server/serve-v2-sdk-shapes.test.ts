import type { App, AppListResponse } from '@/contract/app';
import type { ChatCompletionObject } from '@/contract/openai-chat';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appBody, call, createApp } from './app-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { chatFlowNodes, oneModelEnv } from './flow-helpers';
import { deployFlow } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: {
      ...oneModelEnv(fake.url),
    },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

const complete = (body: unknown, language = 'en') =>
  fetch(`${server.baseUrl}/api/v2/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice', 'accept-language': language },
    body: JSON.stringify(body),
  });

/** What DB-GPT's SDK sends: every field, `null` when the caller gave none. */
const sdkBody = (fields: Record<string, unknown>) => ({
  model: 'fake-model',
  messages: 'What is up?',
  temperature: null,
  max_tokens: null,
  max_new_tokens: null,
  stream: false,
  chat_mode: null,
  chat_param: null,
  conv_uid: null,
  user_name: null,
  sys_code: null,
  span_id: null,
  incremental: true,
  enable_vis: true,
  ...fields,
});

describe('POST /api/v2/chat/completions as DB-GPT SDK calls it', () => {
  it('reads null fields as absent (chat_mode null is chat_normal)', async () => {
    fake.setReply({ text: 'Fine, thanks.' });
    const response = await complete(sdkBody({}));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatCompletionObject;
    expect(body.choices[0]?.message.content).toBe('Fine, thanks.');
  });

  it('runs a deployed flow for chat_flow, whole and streamed', async () => {
    const uid = await deployFlow(server, 'v2_flow', chatFlowNodes('fake-model'));
    fake.setReply({ chunks: ['Flow ', 'answer'] });
    const whole = await complete(sdkBody({ chat_mode: 'chat_flow', chat_param: uid }));
    expect(((await whole.json()) as ChatCompletionObject).choices[0]?.message.content).toBe('Flow answer');
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Answer: What is up?' });
    fake.setReply({ chunks: ['Flow ', 'answer'] });
    const streamed = await complete(sdkBody({ chat_mode: 'chat_flow', chat_param: uid, stream: true }));
    const text = await streamed.text();
    expect(text).toContain('"content":"Flow "');
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('refuses chat_flow without a flow, with an unknown or an undeployed one, in the caller language', async () => {
    const none = await complete(sdkBody({ chat_mode: 'chat_flow' }), 'zh');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { err_msg: string }).err_msg).toContain('chat_param');
    const unknown = await complete(sdkBody({ chat_mode: 'chat_flow', chat_param: 'nope' }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { err_msg: string }).err_msg).toBe('There is no flow "nope"');
    const draft = await deployFlow(server, 'v2_draft', chatFlowNodes('fake-model'), 'developing');
    const undeployed = await complete(sdkBody({ chat_mode: 'chat_flow', chat_param: draft }));
    expect(undeployed.status).toBe(400);
    expect(fake.chatRequests()).toHaveLength(0);
  });
});

describe('/api/v2/serve/apps', () => {
  it('lists apps in the app list shape and gets one, as the caller may see them', async () => {
    const mine = await createApp(server, 'V2 helper');
    const list = await call<AppListResponse>(
      server,
      'GET',
      '/api/v2/serve/apps?page=1&page_size=50',
      undefined,
      {
        user: 'alice',
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.app_list.map((app) => app.app_code)).toEqual(
      expect.arrayContaining([mine.app_code, 'chat_normal']),
    );
    const one = await call<App>(server, 'GET', `/api/v2/serve/apps/${mine.app_code}`, undefined, {
      user: 'alice',
    });
    expect(one.body.data.app_name).toBe('V2 helper');
    const missing = await call(server, 'GET', '/api/v2/serve/apps/nope', undefined, {
      user: 'alice',
      language: 'zh',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    expect((await call(server, 'GET', '/api/v2/serve/apps?page=0')).status).toBe(400);
  });

  it('creates, updates and deletes an app through the same rules as the web routes', async () => {
    const created = await call<App>(server, 'POST', '/api/v2/serve/apps', appBody('V2 made'), {
      user: 'bob',
    });
    expect(created.status).toBe(200);
    const code = created.body.data.app_code;
    const updated = await call<App>(server, 'PUT', `/api/v2/serve/apps/${code}`, appBody('V2 renamed'), {
      user: 'bob',
    });
    expect(updated.body.data.app_name).toBe('V2 renamed');
    const forbidden = await call(server, 'DELETE', `/api/v2/serve/apps/${code}`, undefined, {
      user: 'carol',
    });
    expect(forbidden.status).toBe(403);
    expect(
      (await call(server, 'DELETE', `/api/v2/serve/apps/${code}`, undefined, { user: 'bob' })).body.data,
    ).toEqual([]);
    const nameless = await call(server, 'POST', '/api/v2/serve/apps', appBody(''), { user: 'bob' });
    expect(nameless.status).toBe(400);
  });
});

describe('/api/v2/serve/datasources for the SDK', () => {
  it("repeats type and params in DB-GPT's flat fields, never a password", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-sdk-'));
    try {
      const file = await makeSqliteShop(dir);
      const created = await call<Record<string, unknown>>(server, 'POST', '/api/v2/serve/datasources', {
        type: 'sqlite',
        params: { path: file },
        description: 'Shop',
      });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        db_type: 'sqlite',
        db_path: file,
        db_host: '',
        db_port: 0,
        db_user: '',
        comment: 'Shop',
      });
      expect(created.body.data).not.toHaveProperty('db_pwd');
      const listed = await call<Record<string, unknown>[]>(server, 'GET', '/api/v2/serve/datasources');
      expect(listed.body.data[0]).toMatchObject({ db_type: 'sqlite', comment: 'Shop' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the v2 serve routes with API_KEYS', () => {
  it('need one of the configured keys as Bearer', async () => {
    const keyed = await startTestServer({ env: { API_KEYS: 'first-key,second-key' } });
    try {
      const get = (headers: Record<string, string>) =>
        fetch(`${keyed.baseUrl}/api/v2/serve/knowledge/spaces`, { headers });
      expect((await get({})).status).toBe(401);
      expect((await get({ authorization: 'Bearer wrong-key' })).status).toBe(401);
      expect((await get({ authorization: 'Bearer second-key' })).status).toBe(200);
      const apps = await fetch(`${keyed.baseUrl}/api/v2/serve/apps`, {
        headers: { authorization: 'Bearer first-key' },
      });
      expect(apps.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
