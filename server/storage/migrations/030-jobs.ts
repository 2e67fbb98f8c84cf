import type { Migration } from '../migration';

/**
 * Background work (knowledge sync, evaluation runs) claimed from the database with a lease, so that several
 * server instances share one queue: a job whose lease ran out (its instance died) is claimed again.
 * Times are epoch milliseconds so that lease comparisons are plain integer comparisons in every dialect.
 */
export const jobsMigration: Migration = {
  id: 30,
  name: 'jobs',
  async up(db) {
    await db.execute(
      `CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL DEFAULT '{}',
        owner TEXT,
        state TEXT NOT NULL DEFAULT 'queued',
        attempts INTEGER NOT NULL DEFAULT 0,
        lease_owner TEXT,
        lease_expires_at BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX jobs_claimable ON jobs (kind, state, lease_expires_at, id)');
  },
};
