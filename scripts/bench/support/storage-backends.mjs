// The storage comparison benchmarks' two databases: SQLite (the default, a file in the data folder) and
// PostgreSQL (Debian's server started on loopback by the tests' own helper, with its default durability:
// fsync and synchronous commit on). Each backend gets a fresh database; the built product runs on it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT, startProductServer } from '../../lib/product-server.mjs';
import { FAKE_MODEL_NAME } from './chat-product.mjs';
import { round1 } from './stats.mjs';

export const BACKENDS = [
  { name: 'sqlite', label: 'SQLite' },
  { name: 'postgres', label: 'PostgreSQL' },
];
/** BENCH_STORAGE_BACKENDS=postgres (or sqlite) measures one side only. */
const MEASURED = (process.env.BENCH_STORAGE_BACKENDS ?? 'sqlite,postgres').split(',');

/** Loads one of the repository's TypeScript modules (tests' helpers, the server's own code) through tsx. */
export const loadTs = (...segments) =>
  tsImport(pathToFileURL(path.join(REPO_ROOT, ...segments)).href, import.meta.url);

/**
 * A fresh database on `backend`: its URL, the data folder the product uses, and `stop()`. PostgreSQL's
 * server is started here and stopped with it (about two seconds), so that no run sees another's tables.
 */
export async function openBackend(backend) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `dbgpt-bench-${backend.name}-`));
  if (backend.name === 'sqlite') {
    return {
      ...backend,
      dataDir,
      databaseUrl: `file:${path.join(dataDir, 'dbgpt.db')}`,
      stop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const { startPostgres } = await loadTs('tests', 'support', 'database-servers.ts');
  const server = await startPostgres({ settings: [] });
  const { user, password, host, port, database } = server;
  return {
    ...backend,
    dataDir,
    databaseUrl: `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` instances of the built product on the backend's database, wired to the fake model at
 * `modelUrl`, sharing one data folder (as a team's instances share one mounted folder).
 */
export async function startInstances(opened, modelUrl, count = 1) {
  const instances = [];
  try {
    // One after the other: the first applies the migrations.
    for (let index = 0; index < count; index += 1)
      instances.push(
        await startProductServer({
          dataDir: opened.dataDir,
          env: {
            DATABASE_URL: opened.databaseUrl,
            LLM_MODEL_NAME: FAKE_MODEL_NAME,
            LLM_MODEL_PROVIDER: 'proxy/openai',
            OPENAI_API_BASE: `${modelUrl}/v1`,
            OPENAI_API_KEY: 'bench',
          },
        }),
      );
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return {
    urls: instances.map((instance) => instance.url),
    stop: () => Promise.all(instances.map((instance) => instance.stop())),
  };
}

/** Runs `measure(opened)` on each backend in turn, each on a fresh database; resolves to results by name. */
export async function onEachBackend(measure) {
  const results = {};
  for (const backend of BACKENDS) {
    if (!MEASURED.includes(backend.name)) continue;
    const opened = await openBackend(backend);
    try {
      results[backend.name] = await measure(opened);
    } finally {
      await opened.stop();
    }
  }
  return results;
}

/**
 * The second figure over the first (PostgreSQL over SQLite, two instances over one), two decimals; ''
 * when either is missing or the first is zero.
 */
export function ratio(sqlite, postgres) {
  if (!Number.isFinite(sqlite) || !Number.isFinite(postgres) || sqlite === 0) return '';
  return Math.round((postgres / sqlite) * 100) / 100;
}

/**
 * A side-by-side table: one row per figure, `figures` as [label, key, unit]; `pick(result, key)` reads a
 * figure of one backend's result. The ratio column is PostgreSQL over SQLite.
 */
export function sideBySide(results, figures, pick = (result, key) => result[key]) {
  return {
    columns: ['figure', 'SQLite', 'PostgreSQL', 'PostgreSQL / SQLite'],
    rows: figures.map(([label, key]) => {
      const sqlite = results.sqlite ? pick(results.sqlite, key) : undefined;
      const postgres = results.postgres ? pick(results.postgres, key) : undefined;
      return [label, sqlite ?? '', postgres ?? '', ratio(sqlite, postgres)];
    }),
  };
}

/** Requests per second and p50 / p95 in ms of a list of latencies over `elapsedMs`. */
export function rateAndLatency(latencies, elapsedMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return {
    count: sorted.length,
    perSecond: round1((sorted.length * 1000) / elapsedMs),
    p50Ms: round1(at(0.5)),
    p95Ms: round1(at(0.95)),
  };
}
