import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import {
  PREFIXES,
  addSpace,
  addText,
  kcall,
  listChunks,
  readDb,
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

const chunks = (space: string, body: Record<string, unknown> = {}, prefix = '/knowledge') =>
  listChunks(server, space, body, prefix);

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
