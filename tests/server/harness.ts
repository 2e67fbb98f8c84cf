import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildServer } from '@/server/app';
import { parseConfig } from '@/server/config';
import type { RouteContext } from '@/server/context';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  /** Closes the server (and its database); removes the data dir unless the caller supplied it. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse a data dir (e.g. to start twice on the same database); left in place on close. */
  dataDir?: string;
  /** Extra environment variables for the config parser (STATIC_DIR, BODY_LIMIT_MB, CORS_ORIGIN…). */
  env?: Record<string, string>;
  plugins?: FastifyPluginAsync<RouteContext>[];
  /** Receives the server's log (give LOG_LEVEL in `env` too; the harness silences it by default). */
  logStream?: NodeJS.WritableStream;
  /** Listen on this port instead of any free one (when the configuration must name the address). */
  port?: number;
}

export async function makeTempDir(prefix = 'dbgpt-server-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Builds the real server on a real SQLite file in a temp dir and listens on 127.0.0.1 (port 0 unless given). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  await prepareTestDatabase(dataDir);
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl(dataDir),
    STATIC_DIR: path.join(dataDir, 'no-client-here'),
    LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'production',
    // Tests make their SQLite and DuckDB datasources in temporary folders (DATA_DIR stays refused inside it).
    DATASOURCE_FILE_ROOTS: os.tmpdir(),
    ...options.env,
  });
  const app = await buildServer({ config, plugins: options.plugins, logStream: options.logStream });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await app.close();
      if (!ownsDataDir) return;
      await rm(dataDir, { recursive: true, force: true });
      await dropTestDatabase(dataDir);
    },
  };
}
