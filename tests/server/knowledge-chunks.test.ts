import { startTestServer, type TestServer } from './harness';
import {
  PREFIXES,
  addSpace,
  addText,
  kcall,
  listChunks,
  fullTextChunkIds,
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
    expect(await fullTextChunkIds(server.dataDir, word)).toEqual([chunk?.id]);
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
