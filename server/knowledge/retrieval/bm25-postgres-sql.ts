/**
 * BM25 as SQLite's FTS5 computes it (k1 = 1.2, b = 0.75; document count, average length and each word's
 * document frequency over the whole index; a negative IDF floored at 1e-6), so a space answers the same
 * chunks in the same order on either database. The question is cut into words as the index was, then
 * stemmed by the same text search configuration. Nothing is counted here: the totals, each word's documents
 * (per space, added up) and the postings of the question's words in the space are kept by migration 034's
 * triggers. Every statement's first parameter is the question's words, space-separated.
 */
const WEIGHTS = `
WITH q AS MATERIALIZED (SELECT DISTINCT lexeme COLLATE "C" AS lexeme FROM unnest(to_tsvector('dbgpt_words', ?))),
     totals AS MATERIALIZED (SELECT COALESCE(sum(documents), 0)::float8 AS n,
                                    COALESCE(sum(length), 0)::float8 AS length
                               FROM knowledge_fts_totals),
     w AS MATERIALIZED (SELECT q.lexeme, GREATEST(ln((t.n - d.df + 0.5) / (d.df + 0.5)), 1e-6) AS idf,
                               t.length / NULLIF(t.n, 0) AS avgdl
                          FROM q CROSS JOIN totals t
                         CROSS JOIN LATERAL (SELECT COALESCE(sum(x.documents), 0)::float8 AS df
                                               FROM knowledge_fts_terms x WHERE x.lexeme = q.lexeme) d)`;

/** One word's share of a chunk's score, from its posting `p` and its weight `w`. */
const TERM_SCORE = `w.idf * p.tf::float8 * 2.2
  / (p.tf::float8 + 1.2 * (0.25 + 0.75 * p.length::float8 / NULLIF(w.avgdl, 0)))`;

/**
 * Every chunk of the space holding a word of the question, scored. Parameters: words, space, limit. Each
 * word's postings are read by key (OFFSET 0 keeps the planner from scanning the table for all words at once).
 */
export const BM25_SQL = `${WEIGHTS}
SELECT p.chunk_id AS id, SUM(${TERM_SCORE}) AS score
  FROM w
 CROSS JOIN LATERAL (SELECT chunk_id, tf, length FROM knowledge_fts_postings x
                      WHERE x.lexeme = w.lexeme AND x.space_id = ? OFFSET 0) p
 GROUP BY p.chunk_id
 ORDER BY score DESC, p.chunk_id
 LIMIT ?`;

/**
 * Only the chunks holding one of some of the words (a JSON array of stemmed words), scored with all of
 * them: their postings of the other words looked up one by one. Parameters: words, space, the chosen words,
 * space, limit.
 */
export const BM25_CANDIDATES_SQL = `${WEIGHTS},
     candidates AS MATERIALIZED (
       SELECT DISTINCT x.chunk_id FROM w
        CROSS JOIN LATERAL (SELECT chunk_id FROM knowledge_fts_postings x
                             WHERE x.lexeme = w.lexeme AND x.space_id = ? OFFSET 0) x
        WHERE w.lexeme IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb)) COLLATE "C"))
SELECT c.chunk_id AS id, SUM(${TERM_SCORE}) AS score
  FROM candidates c CROSS JOIN w
 CROSS JOIN LATERAL (SELECT tf, length FROM knowledge_fts_postings x
                      WHERE x.lexeme = w.lexeme AND x.space_id = ? AND x.chunk_id = c.chunk_id OFFSET 0) p
 GROUP BY c.chunk_id
 ORDER BY score DESC, c.chunk_id
 LIMIT ?`;

/**
 * What bounds each word's share of a score: its documents over the index and in the space, its largest
 * count in one of the space's chunks, and the index's totals with the space's shortest chunk. Parameters:
 * words, space, space, space.
 */
export const WORD_STATS_SQL = `
WITH q AS MATERIALIZED (SELECT DISTINCT lexeme COLLATE "C" AS lexeme FROM unnest(to_tsvector('dbgpt_words', ?))),
     totals AS MATERIALIZED (SELECT COALESCE(sum(documents), 0)::float8 AS n,
                                    COALESCE(sum(length), 0)::float8 AS length,
                                    min(min_length) FILTER (WHERE space_id = ?) AS min_length
                               FROM knowledge_fts_totals)
SELECT q.lexeme, t.n, t.length, t.min_length,
       COALESCE(sum(x.documents), 0)::float8 AS df,
       COALESCE(sum(x.documents) FILTER (WHERE x.space_id = ?), 0)::float8 AS in_space,
       max(x.max_tf) FILTER (WHERE x.space_id = ?) AS max_tf
  FROM q CROSS JOIN totals t
  LEFT JOIN knowledge_fts_terms x ON x.lexeme = q.lexeme
 GROUP BY q.lexeme, t.n, t.length, t.min_length`;
