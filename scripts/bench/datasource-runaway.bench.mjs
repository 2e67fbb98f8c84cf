// Health-check latency while runaway datasource queries run: four queries that would count for minutes on a
// SQLite and on a DuckDB datasource (run through a flow's SQL runner, as typed SQL), while `/api/health` is
// called one request after another. The queries run on Node's thread pool, never on the event loop, and stop
// at DATASOURCE_QUERY_TIMEOUT_SECONDS; the health check should not notice them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import sqlite3 from 'sqlite3';
import { startProductServer } from '../lib/product-server.mjs';
import { median, percentile, round1 } from './support/stats.mjs';

export const name = 'datasource-runaway';
export const title = 'Health check while four runaway datasource queries run (ms per /api/health)';
/** The aim: the health check answers within this while four runaway queries run. */
export const HEALTH_BUDGET_MS = 100;

const RUNAWAY = {
  SQLite:
    'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<300000000) SELECT count(*) FROM c',
  DuckDB: 'SELECT count(*) AS n FROM range(100000000) a, range(100000) b',
};
const QUERY_LIMIT_SECONDS = 8;
const RUNAWAY_QUERIES = 4;
const SAMPLES = Number(process.env.BENCH_RUNAWAY_SAMPLES ?? 100);
const SAMPLE_GAP_MS = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function sqliteFile(dir) {
  const file = path.join(dir, 'bench.db');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => {
      if (error) return reject(error);
      db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1)', (failure) => {
        db.close(() => (failure ? reject(failure) : resolve(file)));
      });
    });
  });
}

async function duckdbFile(dir) {
  const file = path.join(dir, 'bench.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run('CREATE TABLE t AS SELECT 1 AS x');
  connection.closeSync();
  instance.closeSync();
  return file;
}

async function api(url, method, route, body) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', 'user-id': 'bench' },
    body: JSON.stringify(body),
  });
  return response;
}

const node = (id, type, category, label, parameters = {}) => ({
  id,
  width: 300,
  height: 200,
  position: { x: 0, y: 0 },
  position_absolute: { x: 0, y: 0 },
  type: 'customNode',
  data: {
    flow_type: 'operator',
    id: `operator_${type}___$$___${category}___$$___v1`,
    label,
    name: type,
    parameters: Object.entries(parameters).map(([key, value]) => ({ name: key, value })),
  },
});
const edge = (source, target) => ({
  id: `${source}-${target}`,
  source,
  target,
  source_handle: `${source}|outputs|0`,
  target_handle: `${target}|inputs|0`,
});

/** Runs `sql` on the datasource through a debugged flow; answers the stream's text once it ends. */
async function runSql(url, datasource, sql) {
  const nodes = [
    node('trigger', 'http_trigger', 'trigger', 'Trigger'),
    node('question', 'request_conversion', 'conversion', 'Question'),
    node('run', 'sql_runner', 'database', 'Run SQL', { datasource }),
  ];
  const flow_data = {
    nodes,
    edges: [edge('trigger', 'question'), edge('question', 'run')],
    viewport: { x: 0, y: 0, zoom: 1 },
  };
  const response = await api(url, 'POST', '/api/v2/serve/awel/flow/debug', {
    flow: { name: 'runaway', label: 'Runaway', flow_data },
    request: { messages: sql },
  });
  return response.text();
}

/** Milliseconds of `count` calls of /api/health, one after another with a short gap. */
async function healthLatencies(url, count) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
    latencies.push(performance.now() - started);
    await sleep(SAMPLE_GAP_MS);
  }
  return latencies;
}

const summary = (latencies) => ({
  median: round1(median(latencies)),
  p95: round1(percentile(latencies, 0.95)),
  max: round1(Math.max(...latencies)),
});

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dbgpt-bench-runaway-'));
  const server = await startProductServer({
    env: { DATASOURCE_QUERY_TIMEOUT_SECONDS: String(QUERY_LIMIT_SECONDS), DATASOURCE_FILE_ROOTS: dir },
  });
  try {
    const files = { SQLite: await sqliteFile(dir), DuckDB: await duckdbFile(dir) };
    for (const [engine, file] of Object.entries(files)) {
      const response = await api(server.url, 'POST', '/api/v2/serve/datasources', {
        type: engine.toLowerCase(),
        params: { path: file },
        display_name: engine,
      });
      const body = await response.json();
      if (!body.success) throw new Error(`${engine} datasource not added: ${body.err_msg}`);
    }
    const rows = [{ load: 'idle', ...summary(await healthLatencies(server.url, SAMPLES)), stoppedS: null }];
    for (const engine of Object.keys(files)) {
      const started = performance.now();
      const queries = Array.from({ length: RUNAWAY_QUERIES }, () =>
        runSql(server.url, engine, RUNAWAY[engine]),
      );
      await sleep(500);
      const latencies = await healthLatencies(server.url, SAMPLES);
      const answers = await Promise.all(queries);
      const stoppedS = (performance.now() - started) / 1000;
      const stopped = answers.filter((text) =>
        text.includes(`stopped after ${QUERY_LIMIT_SECONDS} s`),
      ).length;
      if (stopped !== RUNAWAY_QUERIES)
        throw new Error(
          `${engine}: ${stopped} of ${RUNAWAY_QUERIES} runaway queries ended with the time-limit error`,
        );
      rows.push({ load: `4 runaway ${engine} queries`, ...summary(latencies), stoppedS: round1(stoppedS) });
    }
    const breaches = rows
      .filter((row) => row.p95 > HEALTH_BUDGET_MS)
      .map((row) => `${row.load}: /api/health p95 ${row.p95} ms > ${HEALTH_BUDGET_MS} ms`);
    return {
      data: { samples: SAMPLES, queryLimitSeconds: QUERY_LIMIT_SECONDS, rows },
      breaches,
      table: {
        columns: ['load', 'median ms', 'p95 ms', 'max ms', 'all stopped after s'],
        rows: rows.map((row) => [row.load, row.median, row.p95, row.max, row.stoppedS ?? '']),
      },
      notes: [
        `${SAMPLES} health calls ${SAMPLE_GAP_MS} ms apart per row; DATASOURCE_QUERY_TIMEOUT_SECONDS=${QUERY_LIMIT_SECONDS}.`,
      ],
    };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
