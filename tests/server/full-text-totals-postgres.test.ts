import { segmentWords } from '@/server/i18n/segment-words';
import { fullTextRemovals, fullTextWrites } from '@/server/knowledge/retrieval/full-text';
import { searchTsVector } from '@/server/knowledge/retrieval/full-text-postgres';
import type { Database, Statement } from '@/server/storage/db';
import { runMigrations } from '@/server/storage/migrate';
import { MIGRATIONS } from '@/server/storage/migrations';
import { openDatabase, openStorage } from '@/server/storage/open';
import { startPostgres, type RunningDatabase } from '../support/database-servers';

/**
 * PostgreSQL's BM25 reads totals, word counts and postings kept by triggers (migration 034) instead of
 * counting the index at each search. Here two connections (as two server instances would) index, re-index
 * and remove chunks at the same time, and after each round what is kept must equal what a count of the
 * index gives, and the search must rank and score exactly as BM25 counted from the index does.
 */
let server: RunningDatabase;
let first: Database;
let second: Database;
const spaces: number[] = [];

/** BM25 as it was computed before migration 034, everything counted from the tsvector index; words cut as the search cuts them. */
const COUNTED_BM25 = `
WITH q AS MATERIALIZED (SELECT DISTINCT lexeme FROM unnest(to_tsvector('dbgpt_words', ?))),
     totals AS MATERIALIZED (SELECT count(*)::float8 AS n, COALESCE(avg(token_count), 0)::float8 AS avgdl
                               FROM knowledge_chunks_fts),
     df AS MATERIALIZED (SELECT q.lexeme, (SELECT count(*) FROM knowledge_chunks_fts f
                                  WHERE f.document @@ quote_literal(q.lexeme)::tsquery)::float8 AS df FROM q),
     hits AS (SELECT f.rowid AS id, f.token_count::float8 AS dl, u.lexeme, array_length(u.positions, 1)::float8 AS tf
                FROM knowledge_chunks_fts f JOIN knowledge_chunks c ON c.id = f.rowid
               CROSS JOIN LATERAL unnest(f.document) u
               WHERE c.space_id = ? AND u.lexeme IN (SELECT lexeme FROM q))
SELECT h.id AS id, SUM(GREATEST(ln((t.n - d.df + 0.5) / (d.df + 0.5)), 1e-6)
           * h.tf * 2.2 / (h.tf + 1.2 * (0.25 + 0.75 * h.dl / NULLIF(t.avgdl, 0)))) AS score
  FROM hits h JOIN df d ON d.lexeme = h.lexeme CROSS JOIN totals t
 GROUP BY h.id ORDER BY score DESC, h.id LIMIT ?`;

const WORDS = 'storage replicas lighthouse keeper index vector 检索 向量 数据 服务 backup restore'.split(' ');

/** A text of some of the words, some repeated, decided by `seed`. */
function text(seed: number): string {
  const words = Array.from({ length: 3 + (seed % 7) }, (_, index) => WORDS[(seed * 7 + index * index) % 12]);
  // A rarer word in some chunks: a search with it scores those first and may leave the others out.
  return seed % 3 === 0 ? `${words.join(' ')} rare${seed % 13}` : words.join(' ');
}

function chunk(id: number, seed: number) {
  return { id, documentId: 1, content: text(seed), questions: seed % 5 === 0 ? ['how to restore?'] : [] };
}

async function addChunks(space: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await first.query<{ id: number }>(
      "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 1, ?, '', '', '') RETURNING id",
      [space, index],
    );
    ids.push(Number(row.id));
  }
  return ids;
}

/** Transactions of three chunks each, `write` giving each one's statements. */
function inThrees<T>(items: readonly T[], write: (group: T[]) => Statement[]): Statement[][] {
  const transactions: Statement[][] = [];
  for (let start = 0; start < items.length; start += 3)
    transactions.push(write(items.slice(start, start + 3)));
  return transactions;
}

/** Runs each list of transactions in order, the lists at the same time (on either connection). */
async function interleaved(writes: [Database, Statement[][]][]): Promise<void> {
  await Promise.all(
    writes.map(async ([db, transactions]) => {
      for (const statements of transactions) await db.batch(statements);
    }),
  );
}

const writing = (chunks: ReturnType<typeof chunk>[]) => inThrees(chunks, fullTextWrites);
const removal = (ids: number[]) => inThrees(ids, fullTextRemovals);

async function expectKeptAsCounted(): Promise<void> {
  const kept = await first.query(
    'SELECT space_id, documents, length FROM knowledge_fts_totals WHERE documents <> 0 ORDER BY space_id',
  );
  const counted = await first.query(
    `SELECT c.space_id, count(*) AS documents, sum(f.token_count) AS length FROM knowledge_chunks_fts f
       JOIN knowledge_chunks c ON c.id = f.rowid GROUP BY c.space_id ORDER BY c.space_id`,
  );
  expect(kept).toEqual(counted);
  const keptWords = await first.query(
    'SELECT lexeme, space_id, documents FROM knowledge_fts_terms ORDER BY lexeme, space_id',
  );
  const countedWords = await first.query(
    `SELECT u.lexeme COLLATE "C" AS lexeme, c.space_id, count(*) AS documents FROM knowledge_chunks_fts f
       JOIN knowledge_chunks c ON c.id = f.rowid CROSS JOIN LATERAL unnest(f.document) u
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(keptWords).toEqual(countedWords);
  const keptPostings = await first.query(
    'SELECT lexeme, space_id, chunk_id, tf, length FROM knowledge_fts_postings ORDER BY 1, 2, 3',
  );
  const countedPostings = await first.query(
    `SELECT u.lexeme COLLATE "C" AS lexeme, c.space_id, f.rowid AS chunk_id, array_length(u.positions, 1) AS tf,
            f.token_count AS length
       FROM knowledge_chunks_fts f JOIN knowledge_chunks c ON c.id = f.rowid
      CROSS JOIN LATERAL unnest(f.document) u ORDER BY 1, 2, 3`,
  );
  expect(keptPostings).toEqual(countedPostings);
  // A word's largest count and a space's shortest chunk may only overstate: they bound the scores.
  const understated = await first.query(
    `SELECT t.lexeme FROM knowledge_fts_terms t JOIN knowledge_fts_postings p USING (lexeme, space_id)
      GROUP BY t.lexeme, t.space_id, t.max_tf HAVING max(p.tf) > t.max_tf
     UNION ALL
     SELECT 'length' FROM knowledge_fts_totals t JOIN knowledge_fts_chunks k USING (space_id)
       JOIN knowledge_chunks_fts f ON f.rowid = k.chunk_id
      GROUP BY t.space_id, t.min_length HAVING min(f.token_count) < t.min_length`,
  );
  expect(understated).toEqual([]);
  for (const space of spaces)
    for (const question of [
      'lighthouse storage rare1',
      '向量检索 backup rare5',
      'restore the index keeper rare7 rare2',
      'storage replicas',
    ])
      for (const limit of [1, 3, 10]) {
        const reference = await second.query<{ id: number; score: number }>(COUNTED_BM25, [
          segmentWords(question).join(' '),
          space,
          limit,
        ]);
        // Scored from a few candidates (the rarest words' chunks), or from every match when those cannot
        // show that no other chunk is better: the same chunks in the same order either way.
        for (const candidatePostings of [2, 6, 4_000]) {
          const found = await searchTsVector(second, space, question, limit, candidatePostings);
          expect(found.map((hit) => hit.chunkId)).toEqual(reference.map((row) => Number(row.id)));
          found.forEach((hit, index) => expect(hit.score).toBeCloseTo(Number(reference[index].score), 9));
        }
      }
}

let serverUrl: (database: string) => string;

beforeAll(async () => {
  server = await startPostgres();
  const { user, password, host, port, database } = server;
  serverUrl = (name) => `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${name}`;
  const url = serverUrl(database);
  first = await openStorage(url);
  second = await openStorage(url);
  for (const name of ['a', 'b']) {
    const [row] = await first.query<{ id: number }>(
      "INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at) VALUES (?, 'VectorStore', '', '') RETURNING id",
      [name],
    );
    spaces.push(Number(row.id));
  }
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await server?.stop();
});

describe('full-text totals kept on PostgreSQL', () => {
  it('match a count of the index after concurrent writes, re-syncs and removals from two connections', async () => {
    const [a, b] = spaces;
    const inA = await addChunks(a, 60);
    const inB = await addChunks(b, 30);
    await interleaved([
      [first, writing(inA.slice(0, 30).map((id) => chunk(id, id)))],
      [second, writing(inA.slice(30).map((id) => chunk(id, id * 3)))],
      [second, writing(inB.map((id) => chunk(id, id * 5)))],
    ]);
    await expectKeptAsCounted();

    // A re-sync of chunks the other connection wrote, while this one removes others and a space goes.
    await interleaved([
      [second, writing(inA.slice(0, 20).map((id) => chunk(id, id + 11)))],
      [first, removal(inA.slice(40, 55))],
      [first, writing(inA.slice(25, 35).map((id) => chunk(id, id + 2)))],
    ]);
    await expectKeptAsCounted();

    // `db:copy` writes over rows already there; a space removed at once.
    await second.batch(
      inA.slice(10, 15).map((id) => ({
        sql: 'INSERT INTO knowledge_chunks_fts (rowid, terms) VALUES (?, ?) ON CONFLICT (rowid) DO UPDATE SET terms = excluded.terms',
        params: [id, text(id + 4)],
      })),
    );
    await first.execute(
      'DELETE FROM knowledge_chunks_fts WHERE rowid IN (SELECT id FROM knowledge_chunks WHERE space_id = ?)',
      [b],
    );
    await expectKeptAsCounted();
    const [left] = await first.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_fts_postings WHERE space_id = ?',
      [b],
    );
    expect(left.n).toBe(0);
  }, 60_000);

  it('are filled by migration 034 from an installation indexed before it', async () => {
    await first.execute('CREATE DATABASE before_postings');
    const older = await openDatabase(serverUrl('before_postings'));
    try {
      await runMigrations(
        older,
        MIGRATIONS.filter((migration) => migration.id < 34),
      );
      const [space] = await older.query<{ id: number }>(
        "INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at) VALUES ('old', 'VectorStore', '', '') RETURNING id",
      );
      const chunks = [];
      for (let index = 0; index < 20; index += 1) {
        const [row] = await older.query<{ id: number }>(
          "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 1, ?, '', '', '') RETURNING id",
          [space.id, index],
        );
        chunks.push(chunk(Number(row.id), index));
      }
      await older.batch(fullTextWrites(chunks));
      await runMigrations(older, MIGRATIONS);
      const [kept] = await older.query<{ documents: number; words: number; postings: number }>(
        `SELECT (SELECT documents FROM knowledge_fts_totals WHERE space_id = ?)::int AS documents,
                (SELECT sum(documents) FROM knowledge_fts_terms)::int AS words,
                (SELECT count(*) FROM knowledge_fts_postings)::int AS postings`,
        [space.id],
      );
      const [counted] = await older.query<{ postings: number }>(
        'SELECT count(*)::int AS postings FROM knowledge_chunks_fts CROSS JOIN LATERAL unnest(document)',
      );
      expect(kept).toEqual({ documents: 20, words: counted.postings, postings: counted.postings });
      const question = 'restore the index keeper rare7 rare2';
      const reference = await older.query<{ id: number }>(COUNTED_BM25, [
        segmentWords(question).join(' '),
        space.id,
        5,
      ]);
      const found = await searchTsVector(older, space.id, question, 5);
      expect(found.map((hit) => hit.chunkId)).toEqual(reference.map((row) => Number(row.id)));
    } finally {
      await older.close();
    }
  }, 60_000);
});
