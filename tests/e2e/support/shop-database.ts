import pg from 'pg';
import type { RunningDatabase } from '../../support/database-servers';

/** Runs SQL on a test PostgreSQL database: the shop the data center and data chat tests connect. */
export async function seedPostgres(db: RunningDatabase, sql: string): Promise<void> {
  const client = new pg.Client({ ...db });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
