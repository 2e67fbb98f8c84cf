import type { Queryable, Statement } from '../../storage/db';
import type { IndexableChunk } from '../pipeline';
import { indexTerms, matchExpression } from '../../i18n/segment-words';

/** A chunk a retriever found, with its own score (higher is better) and rank (1 = best). */
export interface ScoredChunk {
  chunkId: number;
  score: number;
}

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
 * BM25 over one space's chunks, best first. SQLite's `bm25()` is lower-is-better and negative; the score
 * reported is its negation, so higher is better like the other retrievers'.
 */
export async function searchFullText(
  db: Queryable,
  spaceId: number,
  question: string,
  limit: number,
): Promise<ScoredChunk[]> {
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
