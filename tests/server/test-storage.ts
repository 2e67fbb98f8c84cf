import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Where a test server keeps its data: the SQLite file in its data folder, or, when the suite runs on
 * PostgreSQL (`TEST_STORAGE=postgres`), a database of its own named after that folder (so a server started
 * again on the same folder finds the same data).
 */
export function testDatabaseUrl(dataDir: string): string {
  const admin = inject('postgresAdminUrl');
  if (!admin) return `file:${path.join(dataDir, 'dbgpt.db')}`;
  const url = new URL(admin);
  url.pathname = `/${databaseNameOf(dataDir)}`;
  return url.toString();
}

const databaseNameOf = (dataDir: string) =>
  `t_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24)}`;

async function asAdmin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const admin = inject('postgresAdminUrl');
  if (!admin) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const DUPLICATE_DATABASE = '42P04';

/** Creates the folder's PostgreSQL database when the suite runs on PostgreSQL; nothing on SQLite. */
export function prepareTestDatabase(dataDir: string): Promise<void> {
  return asAdmin(async (client) => {
    await client.query(`CREATE DATABASE ${databaseNameOf(dataDir)}`).catch((error: unknown) => {
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    });
  });
}

/** Drops it again (with the server's connections). */
export function dropTestDatabase(dataDir: string): Promise<void> {
  return asAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${databaseNameOf(dataDir)} WITH (FORCE)`);
  });
}
