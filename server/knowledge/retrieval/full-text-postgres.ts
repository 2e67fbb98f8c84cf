import type { Queryable } from '../../storage/db';
import { segmentWords } from '../../i18n/segment-words';
import type { ScoredChunk } from './scored-chunk';

/**
 * BM25 as SQLite's FTS5 computes it (k1 = 1.2, b = 0.75; document count, average length and each word's
 * document frequency over the whole index; a negative IDF floored at 1e-6), so a space answers the same
 * chunks in the same order on either database. The question is cut into words as the index was, then
 * stemmed by the same text search configuration. Nothing is counted here: the totals, each word's documents
 * (per space, added up) and the postings of the question's words in the space are kept by migration 034's
 * triggers, so a search reads its words' postings in its space and not the whole index.
 */
export const BM25_SQL = `
WITH q AS MATERIALIZED (SELECT DISTINCT lexeme COLLATE "C" AS lexeme FROM unnest(to_tsvector('dbgpt_words', ?))),
     totals AS MATERIALIZED (SELECT COALESCE(sum(documents), 0)::float8 AS n,
                                    COALESCE(sum(length), 0)::float8 AS length
                               FROM knowledge_fts_totals),
     w AS MATERIALIZED (SELECT q.lexeme, GREATEST(ln((t.n - d.df + 0.5) / (d.df + 0.5)), 1e-6) AS idf,
                               t.length / NULLIF(t.n, 0) AS avgdl
                          FROM q CROSS JOIN totals t
                         CROSS JOIN LATERAL (SELECT COALESCE(sum(x.documents), 0)::float8 AS df
                                               FROM knowledge_fts_terms x WHERE x.lexeme = q.lexeme) d)
SELECT p.chunk_id AS id,
       SUM(w.idf * p.tf::float8 * 2.2 / (p.tf::float8 + 1.2 * (0.25 + 0.75 * p.length::float8 / NULLIF(w.avgdl, 0)))) AS score
  FROM w
 CROSS JOIN LATERAL (SELECT chunk_id, tf, length FROM knowledge_fts_postings x
                      WHERE x.lexeme = w.lexeme AND x.space_id = ? OFFSET 0) p
 GROUP BY p.chunk_id
 ORDER BY score DESC, p.chunk_id
 LIMIT ?`;

export async function searchTsVector(
  db: Queryable,
  spaceId: number,
  question: string,
  limit: number,
): Promise<ScoredChunk[]> {
  const words = segmentWords(question);
  if (words.length === 0) return [];
  const rows = await db.query<{ id: number; score: number }>(BM25_SQL, [words.join(' '), spaceId, limit]);
  return rows.map((row) => ({ chunkId: Number(row.id), score: Number(row.score) }));
}
