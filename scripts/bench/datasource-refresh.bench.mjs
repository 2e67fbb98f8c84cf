// Schema refresh of a 500-table database: the server's PostgreSQL and MySQL-family connectors reading
// tables, columns, comments and keys from real servers the bench starts on loopback.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../lib/product-server.mjs';
import { median, round1 } from './support/stats.mjs';

export const name = 'datasource-refresh';
export const title = 'Schema refresh of a 500-table database (seconds per refresh)';

const TABLES = Number(process.env.BENCH_SCHEMA_TABLES ?? 500);
const RUNS = 3;
/** A refresh slower than this is a breach: the client waits on it (its time-out is 100 s). */
const MAX_SECONDS = 20;

export async function run() {
  const { refreshTimings } = await tsImport(
    pathToFileURL(path.join(REPO_ROOT, 'scripts', 'bench', 'support', 'schema-refresh-workload.ts')).href,
    import.meta.url,
  );
  const timings = await refreshTimings(TABLES, RUNS);
  const rows = timings.map((timing) => ({ ...timing, median: median(timing.seconds) }));
  const breaches = rows
    .filter((row) => row.median > MAX_SECONDS)
    .map(
      (row) =>
        `${row.database}: refresh of ${row.tables} tables took ${round1(row.median)} s > ${MAX_SECONDS} s`,
    );
  return {
    data: { tables: TABLES, runs: RUNS, timings: rows },
    breaches,
    table: {
      columns: ['database', 'tables', 'columns', 'foreign keys', 'median s', 'each s'],
      rows: rows.map((row) => [
        row.database,
        row.tables,
        row.columns,
        row.foreignKeys,
        Math.round(row.median * 100) / 100,
        row.seconds.map((value) => value.toFixed(2)).join(' '),
      ]),
    },
  };
}
