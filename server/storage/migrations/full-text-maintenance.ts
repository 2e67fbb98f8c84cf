/**
 * The trigger function of migration 034 (PostgreSQL), run once per statement on `knowledge_chunks_fts` with
 * the rows it removed (`old_rows`) and added (`new_rows`). Each space's totals row is written first (spaces in
 * order): a writer holds its spaces' totals rows until it commits, so two writers to one space take turns
 * instead of locking each other's words in different orders (a deadlock). An added row's space is its chunk's, looked up once and kept
 * (`knowledge_fts_chunks`): a removed row's chunk may be gone already.
 */
export const FULL_TEXT_MAINTENANCE = `
CREATE FUNCTION knowledge_fts_maintain() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO knowledge_fts_totals AS t (space_id, documents, length)
    SELECT k.space_id, -count(*), -COALESCE(sum(o.token_count), 0)
      FROM old_rows o JOIN knowledge_fts_chunks k ON k.chunk_id = o.rowid
     GROUP BY k.space_id ORDER BY k.space_id
    ON CONFLICT (space_id) DO UPDATE
      SET documents = t.documents + excluded.documents, length = t.length + excluded.length;

    UPDATE knowledge_fts_terms t SET documents = t.documents - r.documents
      FROM (SELECT u.lexeme COLLATE "C" AS lexeme, k.space_id, count(*) AS documents
              FROM old_rows o JOIN knowledge_fts_chunks k ON k.chunk_id = o.rowid
             CROSS JOIN LATERAL unnest(o.document) u
             GROUP BY 1, 2) r
     WHERE t.lexeme = r.lexeme AND t.space_id = r.space_id;

    DELETE FROM knowledge_fts_terms t
     USING old_rows o JOIN knowledge_fts_chunks k ON k.chunk_id = o.rowid
     CROSS JOIN LATERAL unnest(o.document) u
     WHERE t.documents <= 0 AND t.lexeme = u.lexeme COLLATE "C" AND t.space_id = k.space_id;

    DELETE FROM knowledge_fts_postings p
     USING old_rows o JOIN knowledge_fts_chunks k ON k.chunk_id = o.rowid
     CROSS JOIN LATERAL unnest(o.document) u
     WHERE p.lexeme = u.lexeme COLLATE "C" AND p.space_id = k.space_id AND p.chunk_id = o.rowid;

    DELETE FROM knowledge_fts_chunks k USING old_rows o WHERE k.chunk_id = o.rowid;
  END IF;

  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO knowledge_fts_chunks (chunk_id, space_id)
    SELECT n.rowid, COALESCE(c.space_id, 0) FROM new_rows n LEFT JOIN knowledge_chunks c ON c.id = n.rowid;

    INSERT INTO knowledge_fts_totals AS t (space_id, documents, length, min_length)
    SELECT k.space_id, count(*), COALESCE(sum(n.token_count), 0), min(n.token_count)
      FROM new_rows n JOIN knowledge_fts_chunks k ON k.chunk_id = n.rowid
     GROUP BY k.space_id ORDER BY k.space_id
    ON CONFLICT (space_id) DO UPDATE
      SET documents = t.documents + excluded.documents, length = t.length + excluded.length,
          min_length = LEAST(t.min_length, excluded.min_length);

    INSERT INTO knowledge_fts_terms AS t (lexeme, space_id, documents, max_tf)
    SELECT u.lexeme COLLATE "C", k.space_id, count(*), max(array_length(u.positions, 1))
      FROM new_rows n JOIN knowledge_fts_chunks k ON k.chunk_id = n.rowid
     CROSS JOIN LATERAL unnest(n.document) u
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (lexeme, space_id) DO UPDATE
      SET documents = t.documents + excluded.documents, max_tf = GREATEST(t.max_tf, excluded.max_tf);

    INSERT INTO knowledge_fts_postings (lexeme, space_id, chunk_id, tf, length)
    SELECT u.lexeme COLLATE "C", k.space_id, n.rowid, array_length(u.positions, 1), n.token_count
      FROM new_rows n JOIN knowledge_fts_chunks k ON k.chunk_id = n.rowid
     CROSS JOIN LATERAL unnest(n.document) u;
  END IF;
  RETURN NULL;
END
$fn$`;
