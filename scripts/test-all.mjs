// The whole check: engines, lint, typecheck, unit + server tests, a fresh build, then the end-to-end tests;
// the server tests run a second time on PostgreSQL beside the build and the end-to-end tests.
// Every suite runs even when an earlier one failed (the e2e suite needs the build, though).
// The last line is `N passed, N failed`; the exit code is 0 only when nothing failed.
import { readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/product-server.mjs';
import { runCommand } from './lib/run-command.mjs';
import { readVitestReport } from './lib/vitest-report.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(path.join(tmpdir(), 'test-all-'));
const results = [];

function heading(title) {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 60 - title.length))}`);
}

/** A step that passes or fails as a whole (lint, typecheck, build). */
async function check(name, command, args) {
  heading(name);
  const run = await runCommand(command, args, { cwd: REPO_ROOT, env });
  const ok = run.code === 0;
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    seconds: run.ms / 1000,
    problems: ok ? [] : [`exit ${run.code ?? run.signal}`],
  });
  return ok;
}

/** A vitest run whose JSON report is split into one result per suite folder. */
async function vitestSuites(title, expectedSuites, command, args) {
  heading(title);
  const reportFile = path.join(reportDir, `${expectedSuites.join('-')}.json`);
  const run = await runCommand(
    command,
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    // The unit and server suites together take 10 to 15 minutes on a two-core machine: well inside this limit,
    // so that a slower machine fails on its tests, not on the clock.
    { cwd: REPO_ROOT, env, timeoutMs: 30 * 60_000 },
  );
  const report = readVitestReport(reportFile, REPO_ROOT);
  const seconds = run.ms / 1000;
  let anyFailureCounted = false;
  for (const name of expectedSuites) {
    const counts = report?.suites[name];
    if (!counts) {
      const why = report ? 'ran zero tests' : `crashed (no report; exit ${run.code ?? run.signal})`;
      results.push({ name, passed: 0, failed: 1, seconds, problems: [why] });
      anyFailureCounted = true;
      continue;
    }
    const problems = [...counts.problems];
    let failed = counts.failed + counts.skipped;
    if (counts.skipped > 0) problems.push(`${counts.skipped} skipped or todo: skipped tests are not allowed`);
    if (counts.passed + counts.failed === 0) {
      failed += 1;
      problems.push('ran zero tests');
    }
    if (failed > 0) anyFailureCounted = true;
    results.push({ name, passed: counts.passed, failed, seconds, files: counts.files, problems });
  }
  if (run.code !== 0 && !anyFailureCounted) {
    const last = results[results.length - 1];
    last.failed += 1;
    last.problems.push(
      `vitest exited with ${run.code ?? run.signal} although every test passed (unhandled error or teardown failure)`,
    );
  }
}

/** The Python SDK suite (`tests/sdk`): DB-GPT's `dbgpt-client` against the built server; counts from its report. */
async function sdkSuite() {
  heading('Python SDK tests');
  const reportFile = path.join(reportDir, 'sdk.json');
  const runner = path.join(REPO_ROOT, 'tests', 'sdk', 'run-sdk-suite.ts');
  const run = await runCommand(process.execPath, [bin('tsx'), runner, reportFile], { cwd: REPO_ROOT, env });
  const report = await readFile(reportFile, 'utf8').then(JSON.parse, () => null);
  const seconds = run.ms / 1000;
  if (!report) {
    results.push({
      name: 'sdk',
      passed: 0,
      failed: 1,
      seconds,
      problems: [`crashed (no report; exit ${run.code ?? run.signal})`],
    });
    return;
  }
  const failed = report.failed + (run.code !== 0 && report.failed === 0 ? 1 : 0);
  results.push({ name: 'sdk', passed: report.passed, failed, seconds, problems: report.problems });
}

/**
 * Schema-driven fuzzing (`tests/fuzz/run-schemathesis.ts`): schemathesis on every operation of the built
 * server's /openapi.json, with an API key; no 5xx, answers as documented. Counts operations from its report.
 */
async function fuzzSuite() {
  heading('API fuzzing (schemathesis)');
  const reportFile = path.join(reportDir, 'fuzz.json');
  const runner = path.join(REPO_ROOT, 'tests', 'fuzz', 'run-schemathesis.ts');
  const run = await runCommand(process.execPath, [bin('tsx'), runner, reportFile], { cwd: REPO_ROOT, env });
  const report = await readFile(reportFile, 'utf8').then(JSON.parse, () => null);
  const seconds = run.ms / 1000;
  if (!report) {
    const problems = [`crashed (no report; exit ${run.code ?? run.signal})`];
    results.push({ name: 'fuzz', passed: 0, failed: 1, seconds, problems });
    return;
  }
  const failed = report.failed + (run.code !== 0 && report.failed === 0 ? 1 : 0);
  results.push({ name: 'fuzz', passed: report.passed, failed, seconds, problems: report.problems });
}

/**
 * The server suite again on PostgreSQL (`TEST_STORAGE=postgres`: one PostgreSQL started for the run, a
 * database per test server). It runs in the background beside the build and the browser tests, its output
 * in a file shown only when it fails; the returned function waits for it and counts its tests.
 */
function startPostgresServerSuite() {
  const reportFile = path.join(reportDir, 'server-postgres.json');
  const logFile = path.join(reportDir, 'server-postgres.log');
  const running = runCommand(
    bin('vitest'),
    [
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    { cwd: REPO_ROOT, env: { ...env, TEST_STORAGE: 'postgres' }, logFile, timeoutMs: 30 * 60_000 },
  );
  return async () => {
    heading('server tests on PostgreSQL');
    const run = await running;
    const counts = readVitestReport(reportFile, REPO_ROOT)?.suites.server;
    const seconds = run.ms / 1000;
    const problems = counts ? [...counts.problems] : [`crashed (no report; exit ${run.code ?? run.signal})`];
    let failed = counts ? counts.failed + counts.skipped : 1;
    if (counts && run.code !== 0 && failed === 0) {
      failed = 1;
      problems.push(`vitest exited with ${run.code ?? run.signal} although every test passed`);
    }
    if (failed > 0)
      console.log((await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-200).join('\n'));
    else console.log(`${counts.passed} passed in ${seconds.toFixed(1)} s`);
    results.push({
      name: 'server (PostgreSQL)',
      passed: counts?.passed ?? 0,
      failed,
      seconds,
      files: counts?.files,
      problems,
    });
  };
}

// First and quick: every installed package runs on the Node versions package.json promises.
await check('engines', process.execPath, [path.join(REPO_ROOT, 'scripts', 'check-engines.mjs')]);
// `npm run lint`: ESLint, then the layer rules (dependency-cruiser), as package.json defines them.
await check('lint', 'npm', ['run', '--silent', 'lint']);
await check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await vitestSuites('unit and server tests', ['unit', 'server'], bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--project',
  'server',
]);

const postgresServerSuite = startPostgresServerSuite();

// Stale outputs must not stand in for a build that failed.
await rm(path.join(REPO_ROOT, 'out'), { recursive: true, force: true });
await rm(path.join(REPO_ROOT, '.build'), { recursive: true, force: true });
const built = await check('build', 'npm', ['run', 'build']);
if (built) {
  await vitestSuites('end-to-end tests', ['e2e'], process.execPath, [
    path.join(REPO_ROOT, 'scripts', 'e2e.mjs'),
  ]);
  await sdkSuite();
  await fuzzSuite();
  // The quick, stable part of the bench: the JavaScript each screen loads, against its budget.
  await check('bundle budgets', process.execPath, [
    path.join(REPO_ROOT, 'scripts', 'bench.mjs'),
    '--no-build',
    '--only=first-load-js,usable-js',
    '--strict',
  ]);
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0, problems: ['not run: the build failed'] });
  results.push({ name: 'sdk', passed: 0, failed: 1, seconds: 0, problems: ['not run: the build failed'] });
  results.push({ name: 'fuzz', passed: 0, failed: 1, seconds: 0, problems: ['not run: the build failed'] });
  results.push({
    name: 'bundle budgets',
    passed: 0,
    failed: 1,
    seconds: 0,
    problems: ['not run: the build failed'],
  });
}

await postgresServerSuite();
await rm(reportDir, { recursive: true, force: true });

heading('summary');
for (const result of results) {
  const files = result.files === undefined ? '' : ` in ${result.files} file${result.files === 1 ? '' : 's'}`;
  const mark = result.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${result.name.padEnd(10)} ${result.passed} passed / ${result.failed} failed${files} (${result.seconds.toFixed(1)} s)`,
  );
  for (const problem of result.problems.slice(0, 20)) console.log(`       - ${problem}`);
  if (result.problems.length > 20) console.log(`       - … and ${result.problems.length - 20} more`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
