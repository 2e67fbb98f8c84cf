import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import type { Space } from '@/contract/knowledge';
import type { MyDbgpts, MyPlugin } from '@/contract/plugin';
import type { Prompt } from '@/contract/prompt';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { DBGPTS } from './dbgpts-helpers';
import { AWEL, canvas, chatFlowNodes } from './flow-helpers';
import { BUILTIN_HUB } from './hub-packages';
import { weatherOpenApi } from './plugins-helpers';
import type { TestServer } from './harness';

/** With sign-in on, an owner is an account: the lists name it beside its opaque id. */
let server: TestServer;
let bob: string;
let bobId: string;
let carol: string;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await startLocalServer({ BUILTIN_HUB_DIR: BUILTIN_HUB });
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  adminId = (
    (await call(server, '/api/v1/auth/me', { session: admin })).body.data as { user: { user_id: string } }
  ).user.user_id;
  bobId = await createUser(server, admin, {
    email: 'bob@example.com',
    password: 'long enough password',
    name: 'Bob Stone',
  });
  await createUser(server, admin, { email: 'carol@example.com', password: 'long enough password' });
  bob = await signIn(server, 'bob@example.com', 'long enough password');
  carol = await signIn(server, 'carol@example.com', 'long enough password');
  const added = await call(server, '/prompt/add', {
    session: bob,
    body: { prompt_name: 'Shared by Bob', prompt_type: 'Normal', content: 'Hi', visibility: 'public' },
  });
  expect(added.status).toBe(200);
  const space = await call(server, '/knowledge/space/add', {
    session: bob,
    body: { name: 'bob_docs', vector_type: 'FullText', visibility: 'public' },
  });
  expect(space.status).toBe(200);
  const { nodes, edges } = chatFlowNodes('fake-model');
  const flow = await call(server, `${AWEL}/flows`, {
    session: bob,
    body: { name: 'bob_flow', label: 'Bob flow', flow_data: canvas(nodes, edges), visibility: 'public' },
  });
  expect(flow.body.success).toBe(true);
});
afterAll(() => server.close());

describe('prompt owners with sign-in', () => {
  it('names the owner in the page and in the list, beside the account id', async () => {
    const page = await call(server, '/prompt/query_page', { session: carol, body: {} });
    const items = (page.body.data as { items: Prompt[] }).items;
    expect(items.map((prompt) => [prompt.prompt_name, prompt.user_code, prompt.owner_name])).toEqual([
      ['Shared by Bob', bobId, 'Bob Stone'],
    ]);

    const list = await call(server, '/prompt/list', { session: carol, body: {} });
    expect((list.body.data as Prompt[]).map((prompt) => prompt.owner_name)).toEqual(['Bob Stone']);
  });

  it('names the owner of a knowledge space and of a flow', async () => {
    const spaces = await call(server, '/knowledge/space/list', { session: carol, body: {} });
    expect((spaces.body.data as Space[]).map((space) => [space.name, space.owner, space.owner_name])).toEqual(
      [['bob_docs', bobId, 'Bob Stone']],
    );
    const flows = await call(server, `${AWEL}/flows?page=1&page_size=20`, { session: carol });
    const items = (flows.body.data as PaginationResult<FlowPanel>).items.filter(
      (flow) => flow.name === 'bob_flow',
    );
    expect(items.map((flow) => [flow.user_name, flow.owner_name])).toEqual([[bobId, 'Bob Stone']]);
  });

  it('names the account that installed a package', async () => {
    const installed = await call(server, `${DBGPTS}/hub/install`, {
      session: admin,
      body: { name: 'key-points', type: 'operator', storage_channel: 'builtin' },
    });
    expect(installed.body.success).toBe(true);
    const mine = await call(server, `${DBGPTS}/my/query_page`, { session: carol, body: {} });
    const items = (mine.body.data as PaginationResult<MyDbgpts>).items;
    expect(items.map((item) => [item.name, item.user_name, item.owner_name])).toEqual([
      ['key-points', adminId, 'admin'],
    ]);
  });

  it('names the owner of a plugin an administrator lists for that user, the id kept in user_code', async () => {
    const form = new FormData();
    form.append('doc_file', new Blob([JSON.stringify(weatherOpenApi())]), 'weather.json');
    const uploaded = await fetch(`${server.baseUrl}/api/v1/personal/agent/upload`, {
      method: 'POST',
      headers: { cookie: `dbgpt_session=${encodeURIComponent(bob)}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const listed = await call(server, `/api/v1/agent/my?user=${encodeURIComponent(bobId)}`, {
      session: admin,
      body: {},
    });
    const bobs = (listed.body.data as MyPlugin[]).filter((plugin) => plugin.user_code === bobId);
    expect(bobs.map((plugin) => plugin.user_name)).toEqual(['Bob Stone']);
  });
});
