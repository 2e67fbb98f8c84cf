import type { Prompt } from '@/contract/prompt';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import type { TestServer } from './harness';

/** With sign-in on, a prompt's owner is an account: the lists name it, so nobody reads an opaque id. */
let server: TestServer;
let bob: string;
let bobId: string;
let carol: string;

beforeAll(async () => {
  server = await startLocalServer();
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
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
});
