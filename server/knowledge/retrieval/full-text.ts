import type { Database, Statement } from '../../storage/db';
import type { IndexableChunk } from '../pipeline';
import { indexTerms, matchExpression } from '../../i18n/segment-words';
import { searchTsVector } from './full-text-postgres';
import type { ScoredChunk } from './scored-chunk';

export type { ScoredChunk } from './scored-chunk';

/** Statements replacing the chunks' full-text rows (rowid = chunk id). */
export function fullTextWrites(chunks: readonly IndexableChunk[]): Statement[] {
  return chunks.flatMap((chunk) => [
    { sql: 'DELETE FROM knowledge_chunks_fts WHERE rowid = ?', params: [chunk.id] },
    {
      sql: 'INSERT INTO knowledge_chunks_fts (rowid, terms) VALUES (?, ?)',
      params: [chunk.id, indexTerms(chunk.content, chunk.questions)],
    },
  ]);
}

/**
 * One space's chunks by full-text relevance, best first. SQLite: BM25, whose `bm25()` is lower-is-better and
 * negative, so the score reported is its negation (higher is better like the other retrievers'). PostgreSQL:
 * the same BM25 computed over its tsvector index.
 */
export async function searchFullText(
  db: Database,
  spaceId: number,
  question: string,
  limit: number,
): Promise<ScoredChunk[]> {
  if (db.dialect === 'postgres') return searchTsVector(db, spaceId, question, limit);
  const match = matchExpression(question);
  if (!match) return [];
  const rows = await db.query<{ id: number; rank: number }>(
    `SELECT c.id AS id, bm25(knowledge_chunks_fts) AS rank
       FROM knowledge_chunks_fts
       JOIN knowledge_chunks c ON c.id = knowledge_chunks_fts.rowid
      WHERE knowledge_chunks_fts MATCH ? AND c.space_id = ?
      ORDER BY rank
      LIMIT ?`,
    [match, spaceId, limit],
  );
  return rows.map((row) => ({ chunkId: row.id, score: -row.rank }));
}
