import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Chunk, KnowledgeDocument } from '@/contract/knowledge';
import { openStorage } from '@/server/storage/open';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import {
  PREFIXES,
  addSpace,
  addText,
  kcall,
  listDocuments,
  must,
  spacePath,
  uploadDocument,
  waitForSync,
} from './knowledge-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type ChunkPage = { data: Chunk[]; total: number; page: number };
const chunks = (space: string, body: Record<string, unknown> = {}, prefix = '/knowledge') =>
  must<ChunkPage>(server, spacePath(space, 'chunk/list', prefix), body);

async function readDb<T extends object>(dataDir: string, sql: string, params: (string | number)[] = []) {
  const db = await openStorage(`file:${path.join(dataDir, 'dbgpt.db')}`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.close();
  }
}

const byName = (documents: KnowledgeDocument[], name: string) =>
  documents.find((document) => document.doc_name === name) as KnowledgeDocument;

describe.each(PREFIXES)('sync under %s', (prefix) => {
  const space = `sync${prefix.length}`;

  it('marks a document RUNNING, answers at once, and ends FINISHED with its chunks', async () => {
    await addSpace(server, space);
    const id = await addText(server, space, 'cats.txt', 'Cats sleep sixteen hours a day. '.repeat(40));
    const answer = await kcall<number[]>(server, spacePath(space, 'document/sync', prefix), {
      doc_ids: [id],
    });
    expect(answer.body.data).toEqual([id]);
    const [document] = await waitForSync(server, space);
    expect(document).toMatchObject({ status: 'FINISHED', sync_progress: null });
    expect(document?.result).toMatch(/^\d+ chunks?$/);
    expect(document?.chunk_size).toBeGreaterThan(0);
    const page = await chunks(space, { document_id: id }, prefix);
    expect(page.total).toBe(document?.chunk_size);
    expect(page.data[0]).toMatchObject({ document_id: id, doc_name: 'cats.txt', doc_type: 'TEXT' });
  });

  it('syncs a batch with chunk parameters, one task per document', async () => {
    const first = await addText(server, space, 'a.txt', 'alpha '.repeat(100));
    const second = await uploadDocument(server, space, { name: 'b.md', content: '# B\n\nbeta' });
    const answer = await kcall(server, spacePath(space, 'document/sync_batch', prefix), [
      {
        doc_id: first,
        chunk_parameters: { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 100, chunk_overlap: 10 },
      },
      { doc_id: second.body.data, chunk_parameters: { chunk_strategy: 'Automatic' } },
    ]);
    expect(answer.body.data).toEqual({ tasks: [first, second.body.data] });
    const documents = await waitForSync(server, space);
    expect(byName(documents, 'a.txt')).toMatchObject({ status: 'FINISHED' });
    expect(byName(documents, 'a.txt').chunk_size).toBeGreaterThan(1);
    expect(byName(documents, 'b.md')).toMatchObject({ status: 'FINISHED', chunk_size: 1 });
  });
});

describe('sync rules', () => {
  beforeAll(async () => addSpace(server, 'rules'));

  it('re-syncs a FINISHED document, replacing its old chunks', async () => {
    const id = await addText(server, 'rules', 'again.txt', 'one two three');
    await must(server, spacePath('rules', 'document/sync'), { doc_ids: [id] });
    await waitForSync(server, 'rules');
    const before = (await chunks('rules', { document_id: id })).data.map((chunk) => chunk.id);
    await must(server, spacePath('rules', 'document/sync'), { doc_ids: [id] });
    await waitForSync(server, 'rules');
    const after = await chunks('rules', { document_id: id });
    expect(after.total).toBe(before.length);
    expect(after.data.map((chunk) => chunk.id)).not.toEqual(before);
    const stale = await readDb(server.dataDir, 'SELECT rowid FROM knowledge_chunks_fts WHERE rowid = ?', [
      before[0] as number,
    ]);
    expect(stale).toEqual([]);
  });

  it('refuses to sync a RUNNING document, shows progress while it waits, and starts nothing of that call', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 30; index += 1)
      ids.push(await addText(server, 'rules', `queued-${index}.txt`, `text number ${index} `.repeat(200)));
    await must(
      server,
      spacePath('rules', 'document/sync_batch'),
      ids.map((doc_id) => ({ doc_id, chunk_parameters: { chunk_strategy: 'Automatic' } })),
    );
    const last = ids[ids.length - 1] as number;
    const spare = await addText(server, 'rules', 'spare.txt', 'spare');
    const refused = await kcall(
      server,
      spacePath('rules', 'document/sync'),
      { doc_ids: [spare, last] },
      { language: 'zh' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.err_msg).toBe('文档“queued-29.txt”正在同步，请等它完成');
    const [waiting] = (await listDocuments(server, 'rules', { doc_ids: [last] })).data;
    if (waiting?.status === 'RUNNING')
      expect(waiting.sync_progress).toEqual({ done: expect.any(Number), total: expect.any(Number) });
    expect((await listDocuments(server, 'rules', { doc_ids: [spare] })).data[0]?.status).toBe('TODO');
    const documents = await waitForSync(server, 'rules');
    expect(
      documents
        .filter((document) => document.doc_name.startsWith('queued-'))
        .every((d) => d.status === 'FINISHED'),
    ).toBe(true);
  });

  it('fails a bad document with a readable reason and goes on with the others', async () => {
    const bad = (await uploadDocument(server, 'rules', { name: 'lost.txt', content: 'soon gone' })).body.data;
    const good = await addText(server, 'rules', 'fine.txt', 'all good');
    const [lost] = (await listDocuments(server, 'rules', { doc_ids: [bad] })).data;
    const fileId = lost?.content?.split('/').pop() ?? '';
    await rm(path.join(server.dataDir, 'files', 'dbgpt_knowledge_file', fileId));
    const batch = [bad, good].map((doc_id) => ({
      doc_id,
      chunk_parameters: { chunk_strategy: 'Automatic' },
    }));
    const answer = await kcall(server, spacePath('rules', 'document/sync_batch'), batch, {
      language: 'zh-CN',
    });
    expect(answer.status).toBe(200);
    const documents = await waitForSync(server, 'rules');
    expect(byName(documents, 'lost.txt')).toMatchObject({ status: 'FAILED' });
    expect(byName(documents, 'lost.txt').result).toBe('“lost.txt”：存储的文件不见了，请删除该文档后重新上传');
    expect(byName(documents, 'fine.txt')).toMatchObject({ status: 'FINISHED', result: '1 个分块' });
  });

  it.each([
    ['no ids', { doc_ids: [] }, 'document/sync', 400],
    ['an id of no document', { doc_ids: [999_999] }, 'document/sync', 404],
    ['a batch that is not a list', { doc_id: 1 }, 'document/sync_batch', 400],
    ['a batch without parameters', [{ doc_id: 1 }], 'document/sync_batch', 400],
  ])('refuses %s', async (_label, body, route, status) => {
    const answer = await kcall(server, spacePath('rules', route), body);
    expect(answer.status).toBe(status);
    expect(answer.body.err_msg).toBeTruthy();
  });
});

describe('chunks', () => {
  let documentId: number;
  beforeAll(async () => {
    await addSpace(server, 'chunky');
    documentId = await addText(
      server,
      'chunky',
      'long.txt',
      'lorem ipsum dolor sit amet '.repeat(200) + 'unicorn',
    );
    await addText(server, 'chunky', 'other.txt', 'another text');
    await must(server, spacePath('chunky', 'document/sync_batch'), [
      {
        doc_id: documentId,
        chunk_parameters: { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 100, chunk_overlap: 0 },
      },
    ]);
    await waitForSync(server, 'chunky');
  });

  it('pages chunks, filters by document and searches a part of the text', async () => {
    const first = await chunks('chunky', { document_id: documentId, page_size: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const second = await chunks('chunky', { document_id: documentId, page: 2, page_size: 5 });
    expect(second.data[0]?.id).toBeGreaterThan(first.data[4]?.id ?? 0);
    const found = await chunks('chunky', { content: 'UNICORN' });
    expect(found.total).toBe(1);
    expect(found.data[0]?.content).toContain('unicorn');
  });

  it.each(PREFIXES)('edits a chunk under %s and the full-text index follows', async (prefix) => {
    const [chunk] = (await chunks('chunky', { document_id: documentId })).data;
    const word = `zebra${prefix.length}`;
    await must(server, spacePath('chunky', 'chunk/edit', prefix), {
      chunk_id: chunk?.id,
      content: `a ${word} crossed`,
      questions: ['Who crossed?'],
    });
    const [edited] = (await chunks('chunky', { id: chunk?.id })).data;
    expect(edited).toMatchObject({
      content: `a ${word} crossed`,
      questions: JSON.stringify(['Who crossed?']),
    });
    const hits = await readDb<{ rowid: number }>(
      server.dataDir,
      'SELECT rowid FROM knowledge_chunks_fts WHERE knowledge_chunks_fts MATCH ?',
      [word],
    );
    expect(hits.map((hit) => Number(hit.rowid))).toEqual([chunk?.id]);
  });

  it.each(PREFIXES)('edits only the questions of a chunk under %s/questions/chunk/edit', async (prefix) => {
    const [chunk] = (await chunks('chunky', { document_id: documentId, page: 2 })).data;
    await must(server, `${prefix}/questions/chunk/edit`, {
      chunk_id: chunk?.id,
      questions: ['What is lorem?'],
    });
    const [edited] = (await chunks('chunky', { id: chunk?.id })).data;
    expect(edited).toMatchObject({ content: chunk?.content, questions: JSON.stringify(['What is lorem?']) });
  });

  it('refuses an unknown chunk, a chunk of another space and blank content', async () => {
    await addSpace(server, 'elsewhere');
    const [chunk] = (await chunks('chunky', {})).data;
    const foreign = await kcall(server, spacePath('elsewhere', 'chunk/edit'), {
      chunk_id: chunk?.id,
      content: 'x',
    });
    expect(foreign.status).toBe(404);
    const unknown = await kcall(server, '/knowledge/questions/chunk/edit', {
      chunk_id: 999_999,
      questions: [],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.err_msg).toBe('There is no chunk 999999');
    const blank = await kcall(server, spacePath('chunky', 'chunk/edit'), {
      chunk_id: chunk?.id,
      content: ' ',
    });
    expect(blank.status).toBe(400);
  });
});

describe('removal', () => {
  it('deleting a document removes its chunks and their index entries', async () => {
    await addSpace(server, 'shrink');
    const id = await addText(server, 'shrink', 'bye.txt', 'farewell words');
    await must(server, spacePath('shrink', 'document/sync'), { doc_ids: [id] });
    await waitForSync(server, 'shrink');
    const [chunk] = (await chunks('shrink', { document_id: id })).data;
    await must(server, spacePath('shrink', 'document/delete'), { doc_name: 'bye.txt' });
    expect((await chunks('shrink', {})).total).toBe(0);
    expect(
      await readDb(server.dataDir, 'SELECT rowid FROM knowledge_chunks_fts WHERE rowid = ?', [
        chunk?.id ?? 0,
      ]),
    ).toEqual([]);
  });

  it('deleting a space removes its documents, chunks, index entries and stored files', async () => {
    await addSpace(server, 'doomed');
    const upload = await uploadDocument(server, 'doomed', { name: 'kept.txt', content: 'some text' });
    await addText(server, 'doomed', 'note.txt', 'more text');
    const ids = (await listDocuments(server, 'doomed')).data.map((document) => document.id);
    await must(server, spacePath('doomed', 'document/sync'), { doc_ids: ids });
    await waitForSync(server, 'doomed');
    const [space] = await readDb<{ id: number }>(
      server.dataDir,
      "SELECT id FROM knowledge_spaces WHERE name = 'doomed'",
    );
    const [file] = (await listDocuments(server, 'doomed', { doc_ids: [upload.body.data] })).data;
    await must(server, '/knowledge/space/delete', { name: 'doomed' });
    const count = async (sql: string) =>
      Number((await readDb<{ n: number }>(server.dataDir, sql, [space?.id ?? 0]))[0]?.n);
    expect(await count('SELECT COUNT(*) AS n FROM knowledge_documents WHERE space_id = ?')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM knowledge_chunks WHERE space_id = ?')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM knowledge_spaces WHERE id = ?')).toBe(0);
    const fileId = file?.content?.split('/').pop();
    expect(await count(`SELECT COUNT(*) AS n FROM files WHERE file_id = '${fileId}' AND ? > 0`)).toBe(0);
    const served = await fetch(`${server.baseUrl}/api/v2/serve/file/files/dbgpt_knowledge_file/${fileId}`);
    expect(served.status).toBe(404);
    expect((await kcall(server, spacePath('doomed', 'document/list'))).status).toBe(404);
  });
});

describe('arguments and re-indexing', () => {
  it('indexes the synced chunks again, as they are, when the embedding model changes', async () => {
    await addSpace(server, 'models');
    const id = await addText(server, 'models', 'm.txt', 'model text');
    await must(server, spacePath('models', 'document/sync'), { doc_ids: [id] });
    await waitForSync(server, 'models');
    const before = (await chunks('models', { document_id: id })).data;
    await must(server, spacePath('models', 'chunk/edit'), {
      chunk_id: before[0]?.id,
      content: 'hand edited',
    });
    const stamp = async () =>
      (
        await readDb<{ updated_at: string }>(
          server.dataDir,
          'SELECT updated_at FROM knowledge_documents WHERE id = ?',
          [id],
        )
      )[0]?.updated_at;
    const synced = await stamp();
    await must(server, spacePath('models', 'argument/save'), {
      argument: JSON.stringify({ embedding: { model: 'other-embedding' } }),
    });
    const [document] = await waitForSync(server, 'models');
    expect(document).toMatchObject({ status: 'FINISHED', result: '1 chunk' });
    expect(await stamp()).not.toBe(synced);
    const after = (await chunks('models', { document_id: id })).data;
    expect(after.map((chunk) => [chunk.id, chunk.content])).toEqual([[before[0]?.id, 'hand edited']]);
  });
});

describe('a restart in the middle of a sync', () => {
  it('resumes the documents left RUNNING and finishes them', async () => {
    const dataDir = await makeTempDir();
    try {
      const first = await startTestServer({ dataDir });
      await addSpace(first, 'restart');
      const ids: number[] = [];
      for (let index = 0; index < 40; index += 1)
        ids.push(await addText(first, 'restart', `doc-${index}.txt`, `restart text ${index} `.repeat(300)));
      await must(first, spacePath('restart', 'document/sync'), { doc_ids: ids });
      await first.close();
      const left = await readDb<{ n: number }>(
        dataDir,
        "SELECT COUNT(*) AS n FROM knowledge_documents WHERE status = 'RUNNING'",
      );
      expect(Number(left[0]?.n)).toBeGreaterThan(0);

      const second = await startTestServer({ dataDir });
      try {
        const documents = await waitForSync(second, 'restart', 30_000);
        expect(documents.map((document) => document.status)).toEqual(ids.map(() => 'FINISHED'));
        const stored = await readDb<{ document_id: number; n: number }>(
          dataDir,
          'SELECT document_id, COUNT(*) AS n FROM knowledge_chunks GROUP BY document_id',
        );
        // Every document has its chunks once: what the first run stored was replaced, not doubled.
        for (const document of documents)
          expect(Number(stored.find((row) => Number(row.document_id) === document.id)?.n)).toBe(
            document.chunk_size,
          );
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
