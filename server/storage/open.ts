import type { Database, StorageOptions } from './db';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { openSqliteDatabase } from './sqlite';

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openStorage(databaseUrl: string, options: StorageOptions = {}): Promise<Database> {
  const db = await openDatabase(databaseUrl, options).catch((error: unknown) => {
    throw new Error(`cannot open the database ${databaseUrl}: ${errorText(error)}`, { cause: error });
  });
  try {
    await runMigrations(db, MIGRATIONS);
  } catch (error) {
    await db.close();
    throw new Error(`cannot migrate the database ${databaseUrl}: ${errorText(error)}`, { cause: error });
  }
  return db;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function openDatabase(databaseUrl: string, options: StorageOptions): Promise<Database> {
  // The configuration accepts only file: URLs today; a postgres adapter adds its case here.
  if (databaseUrl.startsWith('file:')) return openSqliteDatabase(databaseUrl, options);
  throw new Error(`Unsupported DATABASE_URL scheme: ${databaseUrl.split(':')[0]}`);
}
