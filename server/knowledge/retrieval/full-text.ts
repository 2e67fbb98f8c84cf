import type { Database, Statement } from '../../storage/db';
import type { IndexableChunk } from '../pipeline';
import { indexTerms, matchExpression } from '../../i18n/segment-words';
import { searchTsVector } from './full-text-postgres';
import type { ScoredChunk } from './scored-chunk';

export type { ScoredChunk } from './scored-chunk';

/** Chunks per statement: well within both databases' bound parameters. */
const CHUNKS_PER_STATEMENT = 200;

const placeholders = (count: number, tuple: string) => Array.from({ length: count }, () => tuple).join(', ');

/**
 * Statements replacing the chunks' full-text rows (rowid = chunk id), many rows to a statement: on
 * PostgreSQL each statement also runs the triggers keeping BM25's postings and totals (migration 034).
 */
export function fullTextWrites(chunks: readonly IndexableChunk[]): Statement[] {
  const latest = [...new Map(chunks.map((chunk) => [chunk.id, chunk])).values()];
  const statements: Statement[] = [];
  for (let start = 0; start < latest.length; start += CHUNKS_PER_STATEMENT) {
    const group = latest.slice(start, start + CHUNKS_PER_STATEMENT);
    statements.push(fullTextRemoval(group.map((chunk) => chunk.id)), {
      sql: `INSERT INTO knowledge_chunks_fts (rowid, terms) VALUES ${placeholders(group.length, '(?, ?)')}`,
      params: group.flatMap((chunk) => [chunk.id, indexTerms(chunk.content, chunk.questions)]),
    });
  }
  return statements;
}

/** A statement removing the full-text rows of up to `CHUNKS_PER_STATEMENT` chunks. */
function fullTextRemoval(chunkIds: readonly number[]): Statement {
  return {
    sql: `DELETE FROM knowledge_chunks_fts WHERE rowid IN (${placeholders(chunkIds.length, '?')})`,
    params: chunkIds,
  };
}

/** Statements removing the chunks' full-text rows. */
export function fullTextRemovals(chunkIds: readonly number[]): Statement[] {
  const statements: Statement[] = [];
  for (let start = 0; start < chunkIds.length; start += CHUNKS_PER_STATEMENT)
    statements.push(fullTextRemoval(chunkIds.slice(start, start + CHUNKS_PER_STATEMENT)));
  return statements;
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
