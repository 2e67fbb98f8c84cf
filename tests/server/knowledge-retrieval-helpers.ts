import { parseConfig } from '@/server/config';
import { createChunkIndex } from '@/server/knowledge/retrieval/chunk-index';
import type { ChunkIndex, SpaceRef } from '@/server/knowledge/pipeline';
import { configuredModelSource, createModelRegistry } from '@/server/models/model-registry';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

/**
 * A knowledge server for retrieval tests: the real server with a fake model (chat, and embeddings when
 * asked), plus a second connection to its database and a chunk index of our own, standing in for the sync
 * queue (another part) to put spaces, documents and chunks in place.
 */
export interface KnowledgeSetup {
  server: TestServer;
  fake: FakeOpenAI;
  db: Database;
  index: ChunkIndex;
  close(): Promise<void>;
}

export interface KnowledgeSetupOptions {
  /** An embedding model at the fake (`fake-embedding`); without it, full-text only. */
  embedding?: boolean;
  /** No chat model either. */
  noModel?: boolean;
  fake?: FakeOpenAIOptions;
  /** Another database than the suite's (a test of one storage in particular). */
  databaseUrl?: string;
  /** Reuse a data dir, left in place on close. */
  dataDir?: string;
}

export async function startKnowledgeServer(options: KnowledgeSetupOptions = {}): Promise<KnowledgeSetup> {
  const fake = await startFakeOpenAI({ embeddings: 'words', ...options.fake });
  const env: Record<string, string> = options.noModel
    ? {}
    : {
        LLM_MODEL_NAME: 'fake-model',
        LLM_MODEL_PROVIDER: 'proxy/openai',
        OPENAI_API_BASE: `${fake.url}/v1`,
        OPENAI_API_KEY: 'k',
        ...(options.embedding ? { EMBEDDING_MODEL_NAME: 'fake-embedding' } : {}),
      };
  const database: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  const server = await startTestServer({ env: { ...env, ...database }, dataDir: options.dataDir });
  const config = parseConfig({ DATA_DIR: server.dataDir, ...env });
  const db = await openStorage(options.databaseUrl ?? testDatabaseUrl(server.dataDir));
  const index = createChunkIndex(db, createModelRegistry([configuredModelSource(config.models)]));
  return {
    server,
    fake,
    db,
    index,
    async close() {
      await db.close();
      await server.close();
      await fake.close();
    },
  };
}

export interface SeedDocument {
  name: string;
  questions?: string[];
  chunks: string[];
  /** The heading path each chunk was cut under (`meta.header`), by chunk position. */
  headers?: string[];
}

export interface SeedSpace {
  name: string;
  vectorType?: 'VectorStore' | 'FullText' | 'KnowledgeGraph';
  arguments?: SpaceRef['arguments'];
  documents: SeedDocument[];
}

export interface SeededSpace {
  space: SpaceRef;
  /** Chunk ids by document name, in order. */
  chunkIds: Map<string, number[]>;
}

const NOW = '2026-01-01T00:00:00Z';

async function insertId(db: Database, sql: string, params: (string | number | null)[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  return Number(row?.id);
}

/** Creates a space with its documents and chunks, then indexes the chunks as a sync would. */
export async function seedSpace(setup: KnowledgeSetup, seed: SeedSpace): Promise<SeededSpace> {
  const { db } = setup;
  const vectorType = seed.vectorType ?? 'VectorStore';
  const args = seed.arguments ?? {};
  const spaceId = await insertId(
    db,
    'INSERT INTO knowledge_spaces (name, vector_type, context, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    [seed.name, vectorType, JSON.stringify(args), NOW, NOW],
  );
  const space: SpaceRef = { id: spaceId, name: seed.name, vectorType, arguments: args };
  const chunkIds = new Map<string, number[]>();
  const indexable = [];
  for (const document of seed.documents) {
    const documentId = await insertId(
      db,
      `INSERT INTO knowledge_documents (space_id, doc_name, doc_type, content, status, questions, created_at, updated_at)
       VALUES (?, ?, 'TEXT', ?, 'FINISHED', ?, ?, ?)`,
      [
        spaceId,
        document.name,
        document.chunks.join('\n'),
        JSON.stringify(document.questions ?? []),
        NOW,
        NOW,
      ],
    );
    const ids: number[] = [];
    for (const [seq, content] of document.chunks.entries()) {
      const id = await insertId(
        db,
        `INSERT INTO knowledge_chunks (space_id, document_id, seq, content, meta_info, questions, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, '[]', ?, ?)`,
        [
          spaceId,
          documentId,
          seq,
          content,
          JSON.stringify({
            page: seq + 1,
            ...(document.headers?.[seq] ? { header: document.headers[seq] } : {}),
          }),
          NOW,
          NOW,
        ],
      );
      ids.push(id);
      indexable.push({ id, documentId, content, questions: [] });
    }
    chunkIds.set(document.name, ids);
  }
  await setup.index.index(space, indexable);
  return { space, chunkIds };
}

export async function postJson<T = unknown>(
  server: TestServer,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      err_code: string | null;
      err_msg: string | null;
      data: T;
    },
  };
}

export async function getJson<T = unknown>(
  server: TestServer,
  urlPath: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}${urlPath}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean;
      err_code: string | null;
      err_msg: string | null;
      data: T;
    },
  };
}
