import { BM25_SQL } from '@/server/knowledge/retrieval/full-text-postgres';
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
}, 60_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * How many times the plan searched the full-text table, summed over its nodes: a whole scan or a search
 * of its words, not the look-up of one row by its key (a join with the space's chunks may do that per chunk).
 */
function tableSearches(node: PlanNode): number {
  const searched =
    node['Relation Name'] === 'knowledge_chunks_fts' && node['Index Name'] !== 'knowledge_chunks_fts_pkey';
  const own = searched ? (node['Actual Loops'] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce((total, child) => total + tableSearches(child), 0);
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

  // Each word's document frequency was once counted again for every matching chunk: with common words in
  // a large space a search took minutes. Now the table is searched once per word, once for its totals and
  // once for the matches.
  it('searches the full-text table once per question word, however many chunks match', async () => {
    const [explained] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${BM25_SQL}`,
      ['lighthouse storage replicas', spaceId, 5],
    );
    const searches = tableSearches(explained['QUERY PLAN'][0].Plan);
    expect(searches).toBeGreaterThan(0);
    expect(searches).toBeLessThanOrEqual(3 + 2);
  });
});
