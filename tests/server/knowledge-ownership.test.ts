import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Space } from '@/contract/knowledge';
import type { DocumentV2, SpaceV2 } from '@/contract/serve-v2';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { appBody } from './app-helpers';
import { oneModelEnv } from './flow-helpers';
import type { TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer, type Answer } from './auth-helpers';

/**
 * Issue 26: knowledge spaces have an owner and a visibility. With sign-in, an ordinary account could
 * delete an administrator's space, delete and add its documents and change its description and owner
 * through `PUT /api/v2/serve/knowledge/spaces`. Each attack is refused and nothing changes.
 */

const V2 = '/api/v2/serve/knowledge';
let server: TestServer;
let fake: FakeOpenAI;
let admin: string;
let bob: string;
let carol: string;
let adminId: string;
let bobId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startLocalServer(oneModelEnv(fake.url));
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
  await createUser(server, admin, { email: 'carol@example.com', password: 'carol password' });
  bob = await signIn(server, 'bob@example.com', 'bob password');
  carol = await signIn(server, 'carol@example.com', 'carol password');
  const me = await call(server, '/api/v1/auth/me', { session: admin });
  adminId = (me.body.data as { user: { user_id: string } }).user.user_id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** A web chat turn as `session`; answers the whole event stream as text. */
async function chatV1(session: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(session)}` },
    body: JSON.stringify({ user_input: 'What is in the minutes?', model_name: 'fake-model', ...body }),
  });
  return response.text();
}

const post = (session: string, path: string, body: unknown = {}) => call(server, path, { session, body });

async function addSpace(session: string, name: string, extra: Record<string, unknown> = {}) {
  const answer = await post(session, '/knowledge/space/add', { name, vector_type: 'FullText', ...extra });
  expect(answer.status).toBe(200);
  const listed = await post(session, '/knowledge/space/list', { name });
  return (listed.body.data as Space[])[0]!;
}

async function addText(session: string, space: string, docName: string): Promise<number> {
  const answer = await post(session, `/knowledge/${space}/document/add`, {
    doc_name: docName,
    doc_type: 'TEXT',
    content: `The text of ${docName}.`,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as number;
}

/** The space and its document names as its owner (or an administrator) sees them. */
async function snapshot(name: string) {
  const [space] = (await post(admin, '/knowledge/space/list', { name })).body.data as Space[];
  const documents = await post(admin, `/knowledge/${name}/document/list`, {});
  const names = (documents.body.data as { data: { doc_name: string }[] }).data.map((doc) => doc.doc_name);
  return { space, documents: names.sort() };
}

const names = (answer: Answer) => (answer.body.data as Space[]).map((space) => space.name);

function refused(answer: Answer, status: 403 | 404) {
  expect(answer.status).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(answer.body.err_code).toBe(String(status));
}

/** Every change an ordinary user tried in the issue, as `session`, on the space `name` (id `id`). */
async function attacks(session: string, name: string, id: number, documentId: number) {
  return {
    v1Delete: await post(session, '/knowledge/space/delete', { name }),
    v1DeleteNewPrefix: await post(session, '/api/v1/knowledge/space/delete', { name }),
    v2Delete: await call(server, `${V2}/spaces/${id}`, { session, method: 'DELETE' }),
    v2Put: await call(server, `${V2}/spaces`, {
      session,
      method: 'PUT',
      body: { id, desc: 'Taken over', owner: bobId, visibility: 'public' },
    }),
    v2PutByName: await call(server, `${V2}/spaces`, {
      session,
      method: 'PUT',
      body: { name, desc: 'Taken over', owner: bobId },
    }),
    addDocument: await post(session, `/knowledge/${name}/document/add`, {
      doc_name: 'planted.txt',
      doc_type: 'TEXT',
      content: 'planted',
    }),
    v2AddDocument: await post(session, `${V2}/documents`, {
      space_id: id,
      doc_name: 'planted-v2.txt',
      doc_type: 'TEXT',
      content: 'planted',
    }),
    deleteDocument: await post(session, `/knowledge/${name}/document/delete`, { doc_name: 'kept.txt' }),
    v2DeleteDocument: await call(server, `${V2}/documents/${documentId}`, { session, method: 'DELETE' }),
    editDocument: await post(session, `/knowledge/${name}/document/edit`, {
      doc_id: documentId,
      doc_name: 'renamed.txt',
    }),
    sync: await post(session, `/knowledge/${name}/document/sync`, { doc_ids: [documentId] }),
    v2Sync: await post(session, `${V2}/documents/sync`, [{ doc_id: documentId }]),
    saveArguments: await post(session, `/knowledge/${name}/argument/save`, {
      argument: JSON.stringify({ embedding: { topk: 9 } }),
    }),
  };
}

describe("another user's private space", () => {
  it('is not listed, not readable and not changeable: 404 everywhere, nothing changed', async () => {
    const space = await addSpace(admin, 'admin_private', { desc: 'Board minutes', owner: bobId });
    expect(space).toMatchObject({ owner: adminId, visibility: 'private' });
    const documentId = await addText(admin, 'admin_private', 'kept.txt');
    const before = await snapshot('admin_private');

    expect(names(await post(bob, '/knowledge/space/list', {}))).not.toContain('admin_private');
    const v2List = await call(server, `${V2}/spaces?page_size=100`, { session: bob });
    expect((v2List.body.data as { items: SpaceV2[] }).items.map((s) => s.name)).not.toContain(
      'admin_private',
    );
    const v2Documents = await call(server, `${V2}/documents?page_size=100`, { session: bob });
    expect((v2Documents.body.data as { items: DocumentV2[] }).items.map((d) => d.id)).not.toContain(
      documentId,
    );
    const picker = await call(server, '/api/v1/chat/mode/params/list?chat_mode=chat_knowledge', {
      session: bob,
      method: 'POST',
    });
    expect((picker.body.data as { param: string }[]).map((p) => p.param)).not.toContain('admin_private');

    for (const read of [
      await call(server, `${V2}/spaces/${space.id}`, { session: bob }),
      await call(server, `${V2}/documents/${documentId}`, { session: bob }),
      await post(bob, '/knowledge/admin_private/document/list', {}),
      await post(bob, '/knowledge/admin_private/chunk/list', {}),
      await post(bob, '/knowledge/admin_private/arguments', {}),
      await post(bob, '/knowledge/admin_private/recall_test', { question: 'minutes' }),
      await call(server, '/knowledge/admin_private/recall_retrievers', { session: bob }),
      await post(bob, '/knowledge/admin_private/graphvis', {}),
    ])
      refused(read, 404);
    for (const [attack, answer] of Object.entries(await attacks(bob, 'admin_private', space.id, documentId)))
      expect([attack, answer.status]).toEqual([attack, 404]);

    expect(await snapshot('admin_private')).toEqual(before);
  });

  it('cannot be chatted with, except through a published app its owner bound it to', async () => {
    await addSpace(admin, 'admin_chat_space');
    await addText(admin, 'admin_chat_space', 'minutes.txt');
    const v2 = await post(bob, '/api/v2/chat/completions', {
      model: 'fake-model',
      chat_mode: 'chat_knowledge',
      chat_param: 'admin_chat_space',
      messages: 'What is in the minutes?',
      stream: false,
    });
    refused(v2, 404);
    const direct = await chatV1(bob, { chat_mode: 'chat_knowledge', select_param: 'admin_chat_space' });
    expect(direct).toContain('[SERVER_ERROR]');
    expect(direct).toContain('admin_chat_space');
    expect(fake.chatRequests()).toHaveLength(0);

    const app = await post(admin, '/api/v1/app/create', {
      ...appBody('Minutes helper', {
        team_mode: 'native_app',
        team_context: { chat_scene: 'chat_knowledge', scene_name: 'Minutes helper' },
        details: [],
        param_need: [{ type: 'resource', value: 'knowledge', bind_value: 'admin_chat_space' }],
      }),
    });
    expect(app.status).toBe(200);
    const appCode = (app.body.data as { app_code: string }).app_code;
    expect((await post(admin, '/api/v1/app/publish', { app_code: appCode })).status).toBe(200);
    fake.replyOnce({ text: 'The minutes say hello.' });
    const throughApp = await chatV1(bob, { chat_mode: 'chat_knowledge', app_code: appCode });
    expect(throughApp).toContain('The minutes say hello.');
    // The app's bound space was searched (its documents are not synced yet: no passages).
    expect(String(fake.chatRequests()[0]?.messages[0]?.content)).toMatch(
      /^You answer questions using the knowle/,
    );
  });
});

describe("another user's public space", () => {
  it('can be listed, read and searched but not changed: 403, nothing changed', async () => {
    const space = await addSpace(admin, 'admin_shared', { desc: 'Handbook', visibility: 'public' });
    expect(space.visibility).toBe('public');
    const documentId = await addText(admin, 'admin_shared', 'kept.txt');
    const before = await snapshot('admin_shared');

    const listed = (await post(bob, '/knowledge/space/list', {})).body.data as Space[];
    expect(listed.find((s) => s.name === 'admin_shared')).toMatchObject({
      owner: adminId,
      visibility: 'public',
    });
    expect((await call(server, `${V2}/spaces/${space.id}`, { session: bob })).status).toBe(200);
    expect((await post(bob, '/knowledge/admin_shared/document/list', {})).status).toBe(200);
    expect((await post(bob, '/knowledge/admin_shared/arguments', {})).status).toBe(200);
    expect((await call(server, `${V2}/documents/${documentId}`, { session: bob })).status).toBe(200);

    const tried = await attacks(bob, 'admin_shared', space.id, documentId);
    for (const [attack, answer] of Object.entries(tried))
      expect([attack, answer.status]).toEqual([attack, 403]);
    expect(tried.v2Put.body.err_msg).toBe(
      'Only the owner of the knowledge space "admin_shared" or an admin may change it',
    );
    expect(await snapshot('admin_shared')).toEqual(before);
  });
});

describe('owners and administrators', () => {
  it("a user's new space is theirs and private whatever the body says; they change it, others cannot see it", async () => {
    const space = await addSpace(bob, 'bob_notes', { owner: adminId });
    expect(space).toMatchObject({ owner: bobId, visibility: 'private' });
    const documentId = await addText(bob, 'bob_notes', 'todo.txt');
    expect(names(await post(carol, '/knowledge/space/list', {}))).not.toContain('bob_notes');
    refused(await post(carol, '/knowledge/bob_notes/document/list', {}), 404);

    const shared = await call(server, `${V2}/spaces`, {
      session: bob,
      method: 'PUT',
      body: { id: space.id, desc: 'Shared notes', visibility: 'public', owner: 'someone-else' },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ desc: 'Shared notes', owner: bobId, visibility: 'public' });
    expect(names(await post(carol, '/knowledge/space/list', {}))).toContain('bob_notes');
    refused(await call(server, `${V2}/documents/${documentId}`, { session: carol, method: 'DELETE' }), 403);
  });

  it("an administrator changes and deletes anyone's space, which stays its owner's", async () => {
    const space = await addSpace(bob, 'bob_private_report');
    const documentId = await addText(bob, 'bob_private_report', 'q1.txt');
    const described = await call(server, `${V2}/spaces`, {
      session: admin,
      method: 'PUT',
      body: { id: space.id, desc: 'Reviewed' },
    });
    expect(described.body.data).toMatchObject({ desc: 'Reviewed', owner: bobId, visibility: 'private' });
    const removed = await call(server, `${V2}/documents/${documentId}`, { session: admin, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await post(admin, '/knowledge/space/delete', { name: 'bob_private_report' })).status).toBe(200);
    refused(await call(server, `${V2}/spaces/${space.id}`, { session: bob }), 404);
  });
});
