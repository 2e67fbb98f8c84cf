import type { DocumentV2, SpaceV2 } from '@/contract/serve-v2';
import { call, type Answer } from './app-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { oneModelEnv } from './flow-helpers';

const K = '/api/v2/serve/knowledge';
let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI({ models: ['fake-model', 'fake-embedding'] });
  server = await startTestServer({
    env: {
      ...oneModelEnv(fake.url),
      EMBEDDING_MODEL_NAME: 'fake-embedding',
    },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

interface Page<T> {
  items: T[];
  total_count: number;
  total_pages: number;
  page: number;
  page_size: number;
}

const createSpace = async (name: string, fields: Record<string, unknown> = {}) => {
  const answer = await call<SpaceV2>(server, 'POST', `${K}/spaces`, {
    name,
    vector_type: 'VectorStore',
    ...fields,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

// DB-GPT's SDK sends the document's fields in the query string.
const addDocument = (fields: Record<string, string>, language: 'en' | 'zh' = 'en') =>
  fetch(`${server.baseUrl}${K}/documents?${new URLSearchParams(fields)}`, {
    method: 'POST',
    headers: { 'accept-language': language },
  }).then(
    async (response) => ({ status: response.status, body: await response.json() }) as Answer<DocumentV2>,
  );

async function waitForStatus(id: number): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { body } = await call<DocumentV2>(server, 'GET', `${K}/documents/${id}`);
    if (!['TODO', 'RUNNING'].includes(body.data.status)) return body.data.status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 'RUNNING';
}

describe('/api/v2/serve/knowledge/spaces', () => {
  it('creates, lists in pages, gets and deletes a space, with text fields the SDK reads', async () => {
    const created = await createSpace('v2_handbook', { desc: 'Rules', owner: null, context: null });
    expect(created).toMatchObject({
      name: 'v2_handbook',
      vector_type: 'VectorStore',
      desc: 'Rules',
      context: null,
    });
    expect(created.owner).not.toBe('');
    await createSpace('v2_other');
    const page = await call<Page<SpaceV2>>(server, 'GET', `${K}/spaces?page=1&page_size=1`);
    expect(page.body.data).toMatchObject({ total_count: 2, total_pages: 2, page: 1, page_size: 1 });
    expect(page.body.data.items).toHaveLength(1);
    expect((await call<SpaceV2>(server, 'GET', `${K}/spaces/${created.id}`)).body.data.name).toBe(
      'v2_handbook',
    );
    // The web client's list sees the same space.
    const web = await call<{ name: string }[]>(server, 'POST', '/knowledge/space/list', {});
    expect(web.body.data.map((space) => space.name)).toContain('v2_handbook');
    const deleted = await call<SpaceV2>(server, 'DELETE', `${K}/spaces/${created.id}`);
    expect(deleted.body.data.name).toBe('v2_handbook');
    const gone = await call(server, 'GET', `${K}/spaces/${created.id}`, undefined, { language: 'zh' });
    expect(gone.status).toBe(404);
    expect(gone.body.err_msg).toBe(`没有 id 为 ${created.id} 的知识空间`);
  });

  it('refuses a bad name, a taken name and an unknown storage type, in the caller language', async () => {
    const bad = await call(server, 'POST', `${K}/spaces`, { name: 'no spaces!' }, { language: 'zh' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, err_code: 'E0001' });
    await createSpace('v2_taken');
    expect((await call(server, 'POST', `${K}/spaces`, { name: 'v2_taken' })).status).toBe(409);
    const storage = await call(server, 'POST', `${K}/spaces`, { name: 'v2_bad', vector_type: 'Paper' });
    expect(storage.status).toBe(400);
    expect(storage.body.err_msg).toContain('VectorStore');
    expect((await call(server, 'GET', `${K}/spaces/abc`)).status).toBe(400);
  });
});

describe('PUT /api/v2/serve/knowledge/spaces', () => {
  it('changes the description and arguments of the space named by id or name; its owner stays', async () => {
    const space = await createSpace('v2_update');
    const byId = await call<SpaceV2>(server, 'PUT', `${K}/spaces`, {
      id: space.id,
      name: 'v2_update',
      vector_type: 'Chroma',
      desc: 'New words',
      owner: 'dana',
      context: JSON.stringify({ embedding: { topk: 7 } }),
    });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: space.id, desc: 'New words', owner: space.owner });
    expect(space.owner).not.toBe('dana');
    expect(JSON.parse(byId.body.data.context ?? '{}')).toMatchObject({ embedding: { topk: 7 } });
    const byName = await call<SpaceV2>(server, 'PUT', `${K}/spaces`, { name: 'v2_update', desc: 'Again' });
    expect(byName.body.data).toMatchObject({ desc: 'Again', owner: space.owner });
  });

  it('refuses no space named, an unknown one, a rename, a storage change and bad arguments', async () => {
    const space = await createSpace('v2_fixed');
    const none = await call(server, 'PUT', `${K}/spaces`, { desc: 'x' }, { language: 'zh' });
    expect(none.status).toBe(400);
    expect(none.body.err_msg).toBe('请用 id 或名称指明要修改的知识空间');
    expect((await call(server, 'PUT', `${K}/spaces`, { id: 777777 })).status).toBe(404);
    const rename = await call(server, 'PUT', `${K}/spaces`, { id: space.id, name: 'v2_other_name' });
    expect(rename.status).toBe(400);
    expect(rename.body.err_msg).toContain('v2_fixed');
    expect((await call(server, 'PUT', `${K}/spaces`, { id: space.id, vector_type: 'FullText' })).status).toBe(
      400,
    );
    expect((await call(server, 'PUT', `${K}/spaces`, { id: space.id, context: '{not json' })).status).toBe(
      400,
    );
  });
});

describe('/api/v2/serve/knowledge/documents', () => {
  it('adds a text document from query fields, syncs it, lists, gets and deletes it', async () => {
    const space = await createSpace('v2_docs');
    const added = await addDocument({
      space_id: String(space.id),
      doc_name: 'a.txt',
      doc_type: 'TEXT',
      content: 'Apples are red.',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      doc_name: 'a.txt',
      doc_type: 'TEXT',
      content: 'Apples are red.',
      space: 'v2_docs',
      space_id: String(space.id),
    });
    const { id } = added.body.data;
    const list = await call<Page<DocumentV2>>(server, 'GET', `${K}/documents`);
    expect(list.body.data.items.map((document) => document.id)).toContain(id);

    const sync = await call<number[]>(server, 'POST', `${K}/documents/sync`, [
      {
        doc_id: String(id),
        space_id: String(space.id),
        model_name: null,
        chunk_parameters: { chunk_strategy: 'Automatic', chunk_size: 512 },
      },
    ]);
    expect(sync.body.data).toEqual([id]);
    expect(await waitForStatus(id)).toBe('FINISHED');
    expect(
      (await call<DocumentV2>(server, 'GET', `${K}/documents/${id}`)).body.data.chunk_size,
    ).toBeGreaterThan(0);

    expect((await call<DocumentV2>(server, 'DELETE', `${K}/documents/${id}`)).body.data.id).toBe(id);
    expect((await call(server, 'GET', `${K}/documents/${id}`)).status).toBe(404);
  });

  it('refuses a missing space, a missing field and an unknown type, in the caller language', async () => {
    const missing = await addDocument(
      { space_id: '424242', doc_name: 'x', doc_type: 'TEXT', content: 'x' },
      'zh',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.err_msg).toBe('没有 id 为 424242 的知识空间');
    const space = await createSpace('v2_bad_docs');
    const noName = await addDocument({ space_id: String(space.id), doc_type: 'TEXT', content: 'x' });
    expect(noName.status).toBe(400);
    expect(noName.body.err_msg).toContain('doc_name');
    const file = await addDocument({
      space_id: String(space.id),
      doc_name: 'f',
      doc_type: 'DOCUMENT',
      content: 'x',
    });
    expect(file.status).toBe(400);
    const noSpace = await addDocument({ doc_name: 'f', doc_type: 'TEXT', content: 'x' });
    expect(noSpace.body.err_msg).toContain('space_id');
  });

  it('refuses a sync of an unknown document, of a document named in another space, and a bad strategy', async () => {
    const unknown = await call(server, 'POST', `${K}/documents/sync`, [{ doc_id: 999999 }]);
    expect(unknown.status).toBe(404);
    const space = await createSpace('v2_sync');
    const other = await createSpace('v2_sync_other');
    const added = await addDocument({
      space_id: String(space.id),
      doc_name: 's.txt',
      doc_type: 'TEXT',
      content: 'text',
    });
    const elsewhere = await call(server, 'POST', `${K}/documents/sync`, [
      { doc_id: added.body.data.id, space_id: other.id },
    ]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.err_msg).toContain(`${other.id}`);
    const strategy = await call(server, 'POST', `${K}/documents/sync`, [
      { doc_id: added.body.data.id, chunk_parameters: { chunk_strategy: 'CHUNK_BY_MOON' } },
    ]);
    expect(strategy.status).toBe(400);
    expect((await call(server, 'POST', `${K}/documents/sync`, {})).status).toBe(400);
  });

  it('syncs one document named by its path', async () => {
    const space = await createSpace('v2_one');
    const added = await addDocument({
      space_id: String(space.id),
      doc_name: 'one.txt',
      doc_type: 'TEXT',
      content: 'One.',
    });
    const { id } = added.body.data;
    const started = await call<number[]>(server, 'POST', `${K}/documents/${id}/sync`, { model_name: null });
    expect(started.body.data).toEqual([id]);
    expect(await waitForStatus(id)).toBe('FINISHED');
    expect((await call(server, 'POST', `${K}/documents/999999/sync`, {})).status).toBe(404);
  });
});
