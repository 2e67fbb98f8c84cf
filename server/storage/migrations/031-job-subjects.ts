import type { Migration } from '../migration';

/**
 * What a job works on (a document's id, an evaluation's code): at most one queued job per subject, so two
 * instances adopting the same interrupted work at once queue it once. A running one does not count: work
 * asked for again just as its last run is being settled must still be queued.
 */
export const jobSubjectsMigration: Migration = {
  id: 31,
  name: 'job-subjects',
  async up(db) {
    await db.execute('ALTER TABLE jobs ADD COLUMN subject TEXT');
    await db.execute(
      `CREATE UNIQUE INDEX jobs_queued_subject ON jobs (kind, subject)
        WHERE state = 'queued' AND subject IS NOT NULL`,
    );
  },
};
