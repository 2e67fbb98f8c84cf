import type { Migration } from '../migration';

/**
 * Evaluation runs and their rows. A run copies its dataset's rows at start (deleting the dataset later
 * leaves the run readable); each evaluated row is stored as it finishes, so a run interrupted by a
 * restart resumes with the rows that have no result yet. `metrics`, `context`, `scores` and
 * `retrieved` are JSON text.
 */
export const evaluationsMigration: Migration = {
  id: 22,
  name: 'evaluations',
  async up(db) {
    await db.execute(
      `CREATE TABLE evaluations (
        code TEXT PRIMARY KEY,
        scene_key TEXT NOT NULL,
        scene_value TEXT NOT NULL,
        dataset_code TEXT NOT NULL,
        dataset_name TEXT NOT NULL,
        metrics TEXT NOT NULL,
        context TEXT NOT NULL,
        parallel_num INTEGER NOT NULL,
        state TEXT NOT NULL,
        average_score TEXT,
        log_info TEXT,
        done_count INTEGER NOT NULL,
        total_count INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        user_name TEXT,
        sys_code TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX evaluations_created ON evaluations (created_at)');
    await db.execute('CREATE INDEX evaluations_state ON evaluations (state)');
    await db.execute(
      `CREATE TABLE evaluation_rows (
        evaluation_code TEXT NOT NULL,
        row_index INTEGER NOT NULL,
        query TEXT NOT NULL,
        factual TEXT,
        answer TEXT,
        retrieved TEXT,
        scores TEXT,
        error TEXT,
        done INTEGER NOT NULL,
        PRIMARY KEY (evaluation_code, row_index)
      )`,
    );
    // Progress is counted after every row: from this index alone, not from the rows and their results.
    await db.execute('CREATE INDEX evaluation_rows_done ON evaluation_rows (evaluation_code, done)');
  },
};
