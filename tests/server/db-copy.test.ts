import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { createStoredFileCache } from '@/server/files/stored-file-cache';
import { createStoredFileRepository } from '@/server/repositories/stored-files';
import { copyDatabase, type CopyProgress } from '@/server/storage/copy-database';
import { openStorage } from '@/server/storage/open';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { makeTempDir } from './harness';
import {
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

/**
 * `npm run db:copy`: an SQLite installation moved to PostgreSQL. Whatever storage the suite runs on, this
 * test makes its own of each: the data is written on SQLite and read back on PostgreSQL.
 */
let dataDir: string;
let postgres: RunningDatabase;
let postgresUrl: string;
let sqliteUrl: string;
/** What the embedding retriever answered before the copy. */
let onSqlite: RecallChunk[];
/** A file kept in the database (`FILE_STORE=database`): three chunks. */
const STORED_KEY = 'files/dbgpt_app_file/copied';
const storedBytes = randomBytes(1_200_000);

const DOCUMENTS = [
  { name: 'install.md', chunks: ['Installing the server takes one command.', 'The installer asks nothing.'] },
  { name: 'index.md', chunks: ['倒排索引把词语映射到文档。'] },
];

interface RecallChunk {
  chunk_name: string;
  content: string;
  score: number;
  retriever: string;
}

async function recall(setup: KnowledgeSetup, question: string, retriever: string) {
  const { body } = await postJson<RecallChunk[]>(setup.server, '/knowledge/docs/recall_test', {
    question,
    recall_top_k: 1,
    recall_retrievers: [retriever],
  });
  return body.data;
}

beforeAll(async () => {
  dataDir = await makeTempDir('dbgpt-copy-');
  sqliteUrl = `file:${path.join(dataDir, 'dbgpt.db')}`;
  postgres = await startPostgres();
  const { user, password, host, port, database } = postgres;
  postgresUrl = `postgres://${user}:${password}@${host}:${port}/${database}`;
  const setup = await startKnowledgeServer({ embedding: true, databaseUrl: sqliteUrl, dataDir });
  try {
    await seedSpace(setup, { name: 'docs', documents: DOCUMENTS });
    onSqlite = await recall(setup, 'The installer asks nothing.', 'embedding_retriever');
    expect(onSqlite[0]).toMatchObject({
      content: 'The installer asks nothing.',
      score: expect.closeTo(1, 3),
    });
    const files = createStoredFileRepository(setup.db);
    const chunks = [0, 1, 2].map((index) =>
      storedBytes.subarray(index * 512 * 1024, (index + 1) * 512 * 1024),
    );
    await files.save(STORED_KEY, chunks, { size: storedBytes.length, contentHash: sha256(storedBytes) });
  } finally {
    await setup.close();
  }
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function copyOnce(progress: CopyProgress[] = []) {
  const source = await openStorage(sqliteUrl);
  const target = await openStorage(postgresUrl);
  try {
    return await copyDatabase(source, target, (step) => progress.push(step));
  } finally {
    await source.close();
    await target.close();
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('copying an SQLite database to PostgreSQL', () => {
  it('copies every table, counts and checksums equal, progress reported', async () => {
    const progress: CopyProgress[] = [];
    const checks = await copyOnce(progress);
    for (const check of checks) {
      expect(check.targetRows, check.table).toBe(check.sourceRows);
      expect(check.targetChecksum, check.table).toBe(check.sourceChecksum);
    }
    const rows = Object.fromEntries(checks.map((check) => [check.table, check.sourceRows]));
    expect(rows).toMatchObject({
      knowledge_spaces: 1,
      knowledge_chunks: 3,
      knowledge_chunks_fts: 3,
      users: 1,
      stored_files: 1,
      stored_file_chunks: 3,
    });
    expect(Object.keys(rows).some((table) => /^knowledge_vectors_\d+$/.test(table))).toBe(true);
    expect(progress.find((step) => step.table === 'knowledge_chunks')).toMatchObject({ done: 0, total: 3 });
    expect(progress.findLast((step) => step.table === 'knowledge_chunks')).toMatchObject({
      done: 3,
      total: 3,
    });
  });

  it('runs again without doubling anything (a copy that stopped goes on)', async () => {
    const checks = await copyOnce();
    expect(checks.find((check) => check.table === 'knowledge_chunks')).toMatchObject({ targetRows: 3 });
    for (const check of checks) expect(check.targetChecksum, check.table).toBe(check.sourceChecksum);
    // What PostgreSQL's BM25 reads is kept from the copied full-text rows, written over by this second copy.
    const target = await openStorage(postgresUrl);
    try {
      const [kept] = await target.query<{ documents: number; postings: number; counted: number }>(
        `SELECT (SELECT sum(documents) FROM knowledge_fts_totals)::int AS documents,
                (SELECT count(*) FROM knowledge_fts_postings)::int AS postings,
                (SELECT count(*) FROM knowledge_chunks_fts f CROSS JOIN LATERAL unnest(f.document))::int AS counted`,
      );
      expect(kept.documents).toBe(3);
      expect(kept.postings).toBe(kept.counted);
    } finally {
      await target.close();
    }
  });

  it('copies files kept in the database, byte for byte', async () => {
    const target = await openStorage(postgresUrl);
    try {
      const cache = createStoredFileCache(
        path.join(dataDir, 'copy-check'),
        createStoredFileRepository(target),
      );
      const copy = await cache.localCopy(STORED_KEY, 'content');
      expect(copy?.record).toMatchObject({ size: storedBytes.length, chunkCount: 3 });
      expect((await readFile(copy?.file ?? '')).equals(storedBytes)).toBe(true);
    } finally {
      await target.close();
    }
  });

  it('serves the copied space from PostgreSQL: full text, vectors, and new rows after the copied ids', async () => {
    const setup = await startKnowledgeServer({ embedding: true, databaseUrl: postgresUrl });
    try {
      expect((await recall(setup, 'How do I install it?', 'bm25_retriever'))[0]?.chunk_name).toBe(
        'install.md',
      );
      expect((await recall(setup, '倒排索引', 'bm25_retriever'))[0]?.chunk_name).toBe('index.md');
      expect(onSqlite).toHaveLength(1);
      const onPostgres = await recall(setup, 'The installer asks nothing.', 'embedding_retriever');
      expect(onPostgres).toEqual([{ ...onSqlite[0], score: expect.closeTo(onSqlite[0]?.score ?? 0, 5) }]);
      const added = await postJson<number>(setup.server, '/knowledge/space/add', {
        name: 'after-copy',
        vector_type: 'VectorStore',
        owner: 'dbgpt',
        desc: 'made on PostgreSQL',
      });
      expect(added.body.err_msg).toBeNull();
    } finally {
      await setup.close();
    }
  });
});
