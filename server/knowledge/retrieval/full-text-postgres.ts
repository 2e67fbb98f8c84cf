import type { Queryable } from '../../storage/db';
import { segmentWords } from '../../i18n/segment-words';
import type { ScoredChunk } from './scored-chunk';

/**
 * BM25 as SQLite's FTS5 computes it (k1 = 1.2, b = 0.75; document count, average length and each word's
 * document frequency over the whole index; a negative IDF floored at 1e-6), over PostgreSQL's tsvector
 * index, so a space answers the same chunks in the same order on either database. The question is cut
 * into words as the index was, then stemmed by the same text search configuration. Each word's document
 * count is taken once per search (MATERIALIZED: inlined, PostgreSQL counted again for every matching chunk),
 * and of a matching chunk only the question's words are unnested (marked with weight A, then kept), not all
 * of its words.
 */
export const BM25_SQL = `
WITH q AS MATERIALIZED (SELECT DISTINCT lexeme FROM unnest(to_tsvector('dbgpt_words', ?))),
     totals AS MATERIALIZED (SELECT count(*)::float8 AS n, COALESCE(avg(token_count), 0)::float8 AS avgdl
                               FROM knowledge_chunks_fts),
     df AS MATERIALIZED (SELECT q.lexeme,
                                (SELECT count(*) FROM knowledge_chunks_fts f
                                  WHERE f.document @@ quote_literal(q.lexeme)::tsquery)::float8 AS df
                           FROM q),
     hits AS (SELECT f.rowid AS id, f.token_count::float8 AS dl, u.lexeme,
                     array_length(u.positions, 1)::float8 AS tf
                FROM knowledge_chunks_fts f
                JOIN knowledge_chunks c ON c.id = f.rowid
               CROSS JOIN LATERAL unnest(ts_filter(setweight(f.document, 'A', (SELECT array_agg(lexeme) FROM q)), '{a}')) u
               WHERE c.space_id = ?
                 AND f.document @@ (SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery FROM q)
                 AND u.lexeme IN (SELECT lexeme FROM q))
SELECT h.id AS id,
       SUM(GREATEST(ln((t.n - d.df + 0.5) / (d.df + 0.5)), 1e-6)
           * h.tf * 2.2 / (h.tf + 1.2 * (0.25 + 0.75 * h.dl / NULLIF(t.avgdl, 0)))) AS score
  FROM hits h
  JOIN df d ON d.lexeme = h.lexeme
 CROSS JOIN totals t
 GROUP BY h.id
 ORDER BY score DESC, h.id
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
