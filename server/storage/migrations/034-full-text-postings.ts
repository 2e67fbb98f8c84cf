import type { Queryable } from '../db';
import type { Migration } from '../migration';
import { FULL_TEXT_MAINTENANCE } from './full-text-maintenance';

/**
 * PostgreSQL: the full-text index as BM25 reads it, kept by triggers on `knowledge_chunks_fts` in the same
 * transaction as every write there (the indexing code, chunk removal, `db:copy`): each chunk's words with
 * their counts (postings), and per space the documents and words BM25's IDF and average length are taken
 * from. A search then reads its words' postings in one space and a few totals, where it counted every
 * matching chunk's tsvector and each word's documents over the whole index. Totals are kept per space so
 * that writers to different spaces never wait on one row; a search adds the spaces up (the IDF stays over
 * the whole index, as FTS5's). A word's largest count in a chunk and a space's shortest chunk, as large and
 * as short as they ever were (a removal leaves them), bound what a word can add to a score, so that a search
 * can leave out chunks that cannot reach its best (see full-text-postgres.ts). SQLite keeps FTS5, which holds
 * the same figures itself.
 */
export const fullTextPostingsMigration: Migration = {
  id: 34,
  name: 'full-text-postings',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    // Words compared byte by byte ("C"): only equality is asked of them, and it is faster than a locale's.
    await db.execute(
      `CREATE TABLE knowledge_fts_chunks (
        chunk_id BIGINT PRIMARY KEY,
        space_id BIGINT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE knowledge_fts_postings (
        lexeme TEXT COLLATE "C" NOT NULL,
        space_id BIGINT NOT NULL,
        chunk_id BIGINT NOT NULL,
        tf INTEGER NOT NULL,
        length INTEGER NOT NULL,
        PRIMARY KEY (lexeme, space_id, chunk_id) INCLUDE (tf, length)
      )`,
    );
    await db.execute(
      `CREATE TABLE knowledge_fts_terms (
        lexeme TEXT COLLATE "C" NOT NULL,
        space_id BIGINT NOT NULL,
        documents BIGINT NOT NULL,
        max_tf INTEGER NOT NULL,
        PRIMARY KEY (lexeme, space_id)
      )`,
    );
    await db.execute(
      `CREATE TABLE knowledge_fts_totals (
        space_id BIGINT PRIMARY KEY,
        documents BIGINT NOT NULL,
        length BIGINT NOT NULL,
        min_length INTEGER
      )`,
    );
    await installMaintenance(db);
    await fillFromIndex(db);
    // Searches read the postings now; the tsvector's GIN index would only slow every write down.
    await db.execute('DROP INDEX knowledge_chunks_fts_document');
  },
};

async function installMaintenance(db: Queryable): Promise<void> {
  await db.execute(FULL_TEXT_MAINTENANCE);
  for (const [event, transition] of [
    ['INSERT', 'NEW TABLE AS new_rows'],
    ['DELETE', 'OLD TABLE AS old_rows'],
    ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ])
    await db.execute(
      `CREATE TRIGGER knowledge_chunks_fts_${event.toLowerCase()} AFTER ${event} ON knowledge_chunks_fts
         REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION knowledge_fts_maintain()`,
    );
}

/** The rows already indexed: their space is their chunk's (0 for a row whose chunk is gone). */
async function fillFromIndex(db: Queryable): Promise<void> {
  await db.execute(
    `INSERT INTO knowledge_fts_chunks (chunk_id, space_id)
     SELECT f.rowid, COALESCE(c.space_id, 0) FROM knowledge_chunks_fts f
       LEFT JOIN knowledge_chunks c ON c.id = f.rowid`,
  );
  await db.execute(
    `INSERT INTO knowledge_fts_postings (lexeme, space_id, chunk_id, tf, length)
     SELECT u.lexeme, k.space_id, f.rowid, array_length(u.positions, 1), f.token_count
       FROM knowledge_chunks_fts f
       JOIN knowledge_fts_chunks k ON k.chunk_id = f.rowid
      CROSS JOIN LATERAL unnest(f.document) u`,
  );
  await db.execute(
    `INSERT INTO knowledge_fts_terms (lexeme, space_id, documents, max_tf)
     SELECT lexeme, space_id, count(*), max(tf) FROM knowledge_fts_postings GROUP BY lexeme, space_id`,
  );
  await db.execute(
    `INSERT INTO knowledge_fts_totals (space_id, documents, length, min_length)
     SELECT k.space_id, count(*), sum(f.token_count), min(f.token_count) FROM knowledge_chunks_fts f
       JOIN knowledge_fts_chunks k ON k.chunk_id = f.rowid GROUP BY k.space_id`,
  );
}
