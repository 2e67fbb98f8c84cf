// `npm run db:copy -- --from file:./data/dbgpt.db --to postgres://user:password@host:5432/dbgpt`
// Copies an SQLite installation's database into PostgreSQL (schema made by the migrations), resumable;
// compares row counts and checksums of every table at the end. Stop the server first.
import { parseArgs } from 'node:util';
import { copyDatabase, type CopyProgress } from '../server/storage/copy-database';
import { describeDatabaseUrl, isPostgresUrl, openStorage } from '../server/storage/open';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from?.startsWith('file:') || !isPostgresUrl(values.to ?? '')) {
  console.error(
    'usage: npm run db:copy -- --from file:<SQLite file> --to postgres://user:password@host/database',
  );
  process.exit(2);
}

const BAR_WIDTH = 30;

function showProgress({ table, done, total }: CopyProgress): void {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * BAR_WIDTH);
  const line = `${table.padEnd(32)} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total) console.error(line);
}

const source = await openStorage(values.from);
const target = await openStorage(values.to ?? '');
try {
  console.error(`copying ${values.from} to ${describeDatabaseUrl(values.to ?? '')}`);
  const checks = await copyDatabase(source, target, showProgress);
  const differing = checks.filter(
    (check) => check.sourceRows !== check.targetRows || check.sourceChecksum !== check.targetChecksum,
  );
  const rows = checks.reduce((sum, check) => sum + check.sourceRows, 0);
  for (const check of differing)
    console.error(
      `DIFFERS ${check.table}: ${check.sourceRows} rows in the source, ${check.targetRows} in the target` +
        (check.sourceRows === check.targetRows ? ' (same count, other contents)' : ''),
    );
  console.error(
    differing.length === 0
      ? `done: ${checks.length} tables, ${rows} rows, counts and checksums equal`
      : `${differing.length} of ${checks.length} tables differ; the target kept rows it already had`,
  );
  process.exitCode = differing.length === 0 ? 0 : 1;
} finally {
  await source.close();
  await target.close();
}
