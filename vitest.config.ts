import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const alias = { '@': path.resolve(import.meta.dirname) };

/**
 * Files that start their own PostgreSQL whatever the storage of the run: they run in the SQLite pass of
 * `npm test` and are left out of the PostgreSQL pass (`TEST_STORAGE=postgres`), which would repeat them as
 * they are.
 */
const OWN_POSTGRES_FILES = ['tests/server/team-instances.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          css: false,
          // The unit files share two cores with the server suite in `npm test`: a screen test that types, streams
          // and confirms takes 2–3 s alone and can pass vitest's default 5 s when starved. A passing test still
          // ends as soon as it is done.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_STORAGE === 'postgres' ? OWN_POSTGRES_FILES : []),
          ],
          // Each file opens its own SQLite database in a temp folder; serial files keep the 2-core machine calm.
          fileParallelism: false,
          // One module graph for every file: each file starts its own servers on its own databases, so
          // nothing a test can see is shared, and importing the server once instead of 200 times halves the
          // suite (431 → 212 s on SQLite, 690 → 291 s on PostgreSQL). Tests must not lean on module state.
          isolate: false,
          // TEST_STORAGE=postgres: the same files on PostgreSQL (see tests/server/test-storage.ts).
          globalSetup: ['tests/server/storage-global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          // One built server for the run; files one after another so a single Chromium runs at a time.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
