import {
  BM25_CANDIDATES_SQL,
  BM25_SQL,
  candidatePlan,
  wordStats,
} from '@/server/knowledge/retrieval/full-text-postgres';
import { fullTextWrites, searchFullText } from '@/server/knowledge/retrieval/full-text';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startPostgres, type RunningDatabase } from '../support/database-servers';

let server: RunningDatabase;
let db: Database;
let spaceId: number;
const CHUNKS = 300;

beforeAll(async () => {
  server = await startPostgres();
  const { user, password, host, port, database } = server;
  db = await openStorage(`postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`);
  const [space] = await db.query<{ id: number }>(
    "INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at) VALUES ('s', 'VectorStore', '', '') RETURNING id",
  );
  spaceId = space.id;
  // Every chunk shares the common words; one of them also holds the rare word.
  const contents = Array.from({ length: CHUNKS }, (_, index) =>
    index === 123 ? 'storage replicas and a lighthouse keeper' : `storage replicas number ${index}`,
  );
  const chunks = [];
  for (const [index, content] of contents.entries()) {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 1, ?, ?, '', '') RETURNING id",
      [spaceId, index, content],
    );
    chunks.push({ id: row.id, documentId: 1, content, questions: [] });
  }
  await db.batch(fullTextWrites(chunks));
  // Another space with the same words: its postings are not read by a search of the first one.
  const [other] = await db.query<{ id: number }>(
    "INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at) VALUES ('t', 'VectorStore', '', '') RETURNING id",
  );
  const others = [];
  for (let index = 0; index < 200; index += 1) {
    const content = `storage replicas elsewhere ${index}`;
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 2, ?, ?, '', '') RETURNING id",
      [other.id, index, content],
    );
    others.push({ id: row.id, documentId: 2, content, questions: [] });
  }
  await db.batch(fullTextWrites(others));
  await db.execute('ANALYZE');
}, 60_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The rows each table gave the plan, summed over its nodes. */
function rowsRead(node: PlanNode, into = new Map<string, number>()): Map<string, number> {
  const table = node['Relation Name'];
  if (table)
    into.set(table, (into.get(table) ?? 0) + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0));
  for (const child of node.Plans ?? []) rowsRead(child, into);
  return into;
}

describe('full-text search on PostgreSQL', () => {
  it('ranks the chunk with the rare word first', async () => {
    const found = await searchFullText(db, spaceId, 'lighthouse storage replicas', 5);
    expect(found).toHaveLength(5);
    const [best] = await db.query<{ content: string }>('SELECT content FROM knowledge_chunks WHERE id = ?', [
      found[0].chunkId,
    ]);
    expect(best.content).toBe('storage replicas and a lighthouse keeper');
  });

  // Each word's documents and the index's totals were once counted at every search, and every matching
  // chunk's tsvector read: seconds over 100,000 chunks. Now a search reads what migration 034 keeps: the
  // postings of its words in its space (not those of the other space), a row per word and space, the totals.
  it("reads only its words' postings in its space and the kept totals, not the index", async () => {
    const [explained] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${BM25_SQL}`,
      ['lighthouse storage replicas', spaceId, 5],
    );
    const read = rowsRead(explained['QUERY PLAN'][0].Plan);
    expect([...read.keys()].sort()).toEqual([
      'knowledge_fts_postings',
      'knowledge_fts_terms',
      'knowledge_fts_totals',
    ]);
    // 'storag' and 'replica' in each of the space's chunks, 'lighthous' in one (EXPLAIN rounds each of the
    // three words' rows), out of 4 words a chunk here and 800 postings in the other space.
    expect(read.get('knowledge_fts_postings')).toBeGreaterThanOrEqual(CHUNKS * 2 + 1 - 3);
    expect(read.get('knowledge_fts_postings')).toBeLessThanOrEqual(CHUNKS * 2 + 1 + 3);
    expect(read.get('knowledge_fts_terms')).toBeLessThanOrEqual(3 * 2);
    expect(read.get('knowledge_fts_totals')).toBe(2);
  });

  // The best chunk holds the rare word; the common words, in every chunk of the index, add next to
  // nothing to any score, so the chunks without the rare word cannot be better and are not scored.
  it("scores only the rare word's chunks when the other words cannot lift another chunk above them", async () => {
    const words = 'lighthouse storage replicas';
    const plan = candidatePlan(await wordStats(db, spaceId, words), 10);
    expect(plan?.words).toEqual(['lighthous']);
    const [explained] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${BM25_CANDIDATES_SQL}`,
      [words, spaceId, JSON.stringify(plan?.words), spaceId, 1],
    );
    // The rare word's one posting, then that chunk's postings of the three words.
    expect(rowsRead(explained['QUERY PLAN'][0].Plan).get('knowledge_fts_postings')).toBe(1 + 3);
    const [best] = await searchFullText(db, spaceId, words, 1);
    expect(best.score).toBeGreaterThan(plan?.othersBound ?? Infinity);
    const [content] = await db.query<{ content: string }>(
      'SELECT content FROM knowledge_chunks WHERE id = ?',
      [best.chunkId],
    );
    expect(content.content).toBe('storage replicas and a lighthouse keeper');
  });
});
