import type { Database } from './db';
import type { Migration } from './migration';

export const MIGRATIONS_TABLE = 'schema_migrations';

export interface AppliedMigration {
  id: number;
  name: string;
  applied_at: string;
}

export async function listAppliedMigrations(db: Database): Promise<AppliedMigration[]> {
  return db.query<AppliedMigration>(`SELECT id, name, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY id`);
}

/** Applies, in id order, every migration not yet recorded; returns the ids it applied. */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  await db.execute(
    `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`,
  );
  const applied = new Set((await listAppliedMigrations(db)).map((row) => Number(row.id)));
  const pending = [...migrations]
    .filter((migration) => !applied.has(migration.id))
    .sort((a, b) => a.id - b.id);
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await migration.up(tx, db.dialect);
      await tx.execute(`INSERT INTO ${MIGRATIONS_TABLE} (id, name, applied_at) VALUES (?, ?, ?)`, [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
    });
  }
  return pending.map((migration) => migration.id);
}
