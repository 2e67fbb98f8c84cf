import type { Database, Queryable } from './db';
import type { Migration } from './migration';

export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * The PostgreSQL advisory lock key that several instances starting at once take around their migration
 * run: the first applies the pending steps, the others wait and then find them applied.
 */
export const MIGRATION_LOCK_KEY = 2_029_000_001;

export interface AppliedMigration {
  id: number;
  name: string;
  applied_at: string;
}

export async function listAppliedMigrations(db: Queryable): Promise<AppliedMigration[]> {
  return db.query<AppliedMigration>(`SELECT id, name, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY id`);
}

/** Ids of the migrations not yet recorded, for the readiness check. */
export async function pendingMigrationIds(
  db: Queryable,
  migrations: readonly Migration[],
): Promise<number[]> {
  const applied = new Set((await listAppliedMigrations(db)).map((row) => Number(row.id)));
  return migrations.map((migration) => migration.id).filter((id) => !applied.has(id));
}

/**
 * Applies, in id order, every migration not yet recorded; returns the ids it applied. Each step runs in
 * its own transaction with its bookkeeping row, so a failure leaves no step half-applied. On PostgreSQL
 * the run holds an advisory lock (on a connection of its own, released with it even if the process dies);
 * on SQLite each step's write transaction serializes concurrent runs, and each step checks again, inside
 * its transaction, that no other run applied it meanwhile.
 */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  if (db.dialect !== 'postgres') return applyPending(db, migrations);
  return db.transaction(async (lock) => {
    await lock.execute('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    return applyPending(db, migrations);
  });
}

async function applyPending(db: Database, migrations: readonly Migration[]): Promise<number[]> {
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
  const done: number[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      const already = await tx.query(`SELECT id FROM ${MIGRATIONS_TABLE} WHERE id = ?`, [migration.id]);
      if (already.length > 0) return false;
      await migration.up(tx, db.dialect);
      await tx.execute(`INSERT INTO ${MIGRATIONS_TABLE} (id, name, applied_at) VALUES (?, ?, ?)`, [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (ran) done.push(migration.id);
  }
  return done;
}
