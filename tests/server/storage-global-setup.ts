import type { TestProject } from 'vitest/node';
import { startPostgres, type RunningDatabase } from '../support/database-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL's admin URL when the server suite runs on PostgreSQL (`TEST_STORAGE=postgres`). */
    postgresAdminUrl: string | null;
  }
}

let postgres: RunningDatabase | undefined;

/** `TEST_STORAGE=postgres`: one PostgreSQL for the run; each test server gets a database of its own in it. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_STORAGE !== 'postgres') {
    project.provide('postgresAdminUrl', null);
    return;
  }
  postgres = await startPostgres();
  const { user, password, host, port } = postgres;
  project.provide('postgresAdminUrl', `postgres://${user}:${password}@${host}:${port}/postgres`);
}

export async function teardown(): Promise<void> {
  await postgres?.stop();
}
