import type { Envelope } from '@/contract/common';
import type { Chunk, KnowledgeDocument } from '@/contract/knowledge';
import { openStorage } from '@/server/storage/open';
import type { TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';
import { multipart, type FilePart } from './upload-helpers';

/** The two prefixes every knowledge route answers under (DB-GPT ≤ 0.8.1 and HEAD). */
export const PREFIXES = ['/knowledge', '/api/v1/knowledge'] as const;

export interface KnowledgeAnswer<T> {
  status: number;
  body: Envelope<T>;
}

export async function kcall<T = unknown>(
  server: TestServer,
  path: string,
  body: unknown = {},
  options: { method?: 'GET' | 'POST'; language?: string; user?: string } = {},
): Promise<KnowledgeAnswer<T>> {
  const method = options.method ?? 'POST';
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.user ? { 'user-id': options.user } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Answers the data of a call that must succeed. */
export async function must<T = unknown>(server: TestServer, path: string, body: unknown = {}): Promise<T> {
  const answer = await kcall<T>(server, path, body);
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

export const spacePath = (space: string, rest: string, prefix = '/knowledge') =>
  `${prefix}/${encodeURIComponent(space)}/${rest}`;

export async function addSpace(server: TestServer, name: string, fields: Record<string, unknown> = {}) {
  await must(server, '/knowledge/space/add', { name, vector_type: 'VectorStore', ...fields });
}

export async function addText(server: TestServer, space: string, docName: string, content: string) {
  return must<number>(server, spacePath(space, 'document/add'), {
    doc_name: docName,
    doc_type: 'TEXT',
    content,
  });
}

export async function uploadDocument(
  server: TestServer,
  space: string,
  file: FilePart,
  fields: Record<string, string> = { doc_name: file.name, doc_type: 'DOCUMENT' },
  prefix = '/knowledge',
): Promise<KnowledgeAnswer<number>> {
  const { body, contentType } = multipart([{ field: 'doc_file', ...file }], fields);
  const response = await fetch(`${server.baseUrl}${spacePath(space, 'document/upload', prefix)}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Envelope<number> };
}

export async function listDocuments(server: TestServer, space: string, body: Record<string, unknown> = {}) {
  return must<{ data: KnowledgeDocument[]; total: number | null; page: number | null }>(
    server,
    spacePath(space, 'document/list'),
    body,
  );
}

/** Polls the document list until every document named has left TODO/RUNNING. */
export async function waitForSync(server: TestServer, space: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await listDocuments(server, space, { page_size: 1000 });
    if (data.every((document) => document.status !== 'RUNNING')) return data;
    if (Date.now() > deadline) throw new Error(`sync still running: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type ChunkPage = { data: Chunk[]; total: number; page: number };

export const listChunks = (
  server: TestServer,
  space: string,
  body: Record<string, unknown> = {},
  prefix = '/knowledge',
) => must<ChunkPage>(server, spacePath(space, 'chunk/list', prefix), body);

/** Reads the server's database directly, to see what the answers do not show. */
export async function readDb<T extends object>(
  dataDir: string,
  sql: string,
  params: (string | number)[] = [],
): Promise<T[]> {
  const db = await openStorage(testDatabaseUrl(dataDir));
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.close();
  }
}

/** The chunk ids the full-text index finds for one word (FTS5 on SQLite, a tsvector on PostgreSQL). */
export async function fullTextChunkIds(dataDir: string, word: string): Promise<number[]> {
  const db = await openStorage(testDatabaseUrl(dataDir));
  try {
    const sql =
      db.dialect === 'postgres'
        ? "SELECT rowid FROM knowledge_chunks_fts WHERE document @@ to_tsquery('dbgpt_words', ?)"
        : 'SELECT rowid FROM knowledge_chunks_fts WHERE knowledge_chunks_fts MATCH ?';
    const rows = await db.query<{ rowid: number }>(sql, [word]);
    return rows.map((row) => Number(row.rowid));
  } finally {
    await db.close();
  }
}
