// `npm run bench`: a fresh build, then every benchmark module in scripts/bench/*.bench.mjs.
// A module exports `name`, `title` and `run({ root })`, which resolves to
// `{ data, breaches: string[], table: { columns, rows }, notes?: string[] }` (notes: lines printed after
// the table). Results go to bench-report.json.
// Options: --no-build (measure the current build), --only=<name>[,<name>], --strict (exit 1 on a budget breach).
import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/product-server.mjs';
import { runCommand } from './lib/run-command.mjs';
import { formatTable } from './lib/format-table.mjs';

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const strict = args.includes('--strict');

if (!args.includes('--no-build')) {
  const build = await runCommand('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.code !== 0) {
    console.error('bench: the build failed; nothing measured.');
    process.exit(1);
  }
}

const benchDir = path.join(REPO_ROOT, 'scripts', 'bench');
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .sort();
const report = {
  generatedAt: new Date().toISOString(),
  machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length },
  benchmarks: {},
};
let breachCount = 0;
let crashed = false;

for (const file of files) {
  const benchmark = await import(pathToFileURL(path.join(benchDir, file)).href);
  if (only && !only.includes(benchmark.name)) continue;
  console.log(`\n${benchmark.title}`);
  try {
    const result = await benchmark.run({ root: REPO_ROOT });
    report.benchmarks[benchmark.name] = {
      title: benchmark.title,
      data: result.data,
      breaches: result.breaches,
    };
    console.log(formatTable(result.table.columns, result.table.rows));
    for (const note of result.notes ?? []) console.log(`  ${note}`);
    for (const breach of result.breaches) console.log(`  BUDGET BREACH ${breach}`);
    breachCount += result.breaches.length;
  } catch (error) {
    crashed = true;
    const message = error instanceof Error ? error.message : String(error);
    report.benchmarks[benchmark.name] = { title: benchmark.title, error: message };
    console.error(`  failed: ${message}`);
  }
}

const reportFile = path.join(REPO_ROOT, 'bench-report.json');
writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${breachCount} budget breach${breachCount === 1 ? '' : 'es'}; report written to ${path.relative(process.cwd(), reportFile)}`,
);
process.exit(crashed || (strict && breachCount > 0) ? 1 : 0);
