import type { Database, StorageOptions } from './db';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPostgresDatabase } from './postgres';
import { openSqliteDatabase } from './sqlite';

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openStorage(databaseUrl: string, options: StorageOptions = {}): Promise<Database> {
  const named = describeDatabaseUrl(databaseUrl);
  const db = await openDatabase(databaseUrl, options).catch((error: unknown) => {
    throw new Error(`cannot open the database ${named}: ${errorText(error)}`, { cause: error });
  });
  try {
    await runMigrations(db, MIGRATIONS);
  } catch (error) {
    await db.close();
    throw new Error(`cannot migrate the database ${named}: ${errorText(error)}`, { cause: error });
  }
  return db;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const isPostgresUrl = (databaseUrl: string) => /^postgres(ql)?:\/\//i.test(databaseUrl);

/** The URL as it may be logged: a PostgreSQL password never is. */
export function describeDatabaseUrl(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl) || !URL.canParse(databaseUrl)) return databaseUrl;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Opens the database without touching its schema (tools, and tests acting as another instance). */
export function openDatabase(databaseUrl: string, options: StorageOptions = {}): Promise<Database> {
  if (databaseUrl.startsWith('file:')) return openSqliteDatabase(databaseUrl, options);
  if (isPostgresUrl(databaseUrl)) return openPostgresDatabase(databaseUrl, options);
  throw new Error(`Unsupported DATABASE_URL scheme: ${databaseUrl.split(':')[0]}`);
}
