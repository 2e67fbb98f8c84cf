/**
 * Schema-driven fuzzing: starts the built server (`AUTH_MODE=local`, an administrator, a fresh data folder),
 * makes an API key, and runs schemathesis (installed in `.venv-sdk` by `scripts/install-test-deps.sh`) on
 * every operation of its `/openapi.json` with that key, checking that no answer is a server error, that every
 * answer matches its documented schema and that every status is documented. Writes
 * `{passed, failed, problems}` to the JSON file named by the first argument.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startProductServer } from '../../scripts/lib/product-server.mjs';

const SCHEMATHESIS = path.join(REPO_ROOT, '.venv-sdk', 'bin', 'schemathesis');
const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-admin-password-1' };
/** Examples per operation and phase: enough to find bad-input 500s, few enough for under 3 minutes. */
const MAX_EXAMPLES = process.env.SCHEMATHESIS_MAX_EXAMPLES ?? '3';
const CHECKS = 'not_a_server_error,response_schema_conformance,status_code_conformance';

interface Report {
  passed: number;
  failed: number;
  problems: string[];
}

/**
 * A route that relies on an outside service (a model provider, a git hub, an MCP server) documents a 502 for
 * when that service fails, as it does here, where none is reachable: for those operations only, and only
 * that status, is not counted as a server error. Read from the description, so it cannot drift from it.
 */
async function upstreamConfig(url: string, file: string): Promise<void> {
  const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  };
  const ids = Object.values(document.paths)
    .flatMap((operations) => Object.values(operations))
    .filter((operation) => '502' in operation.responses)
    .map((operation) => JSON.stringify(operation.operationId));
  const toml = [
    '[[operations]]',
    `include-operation-id = [${ids.join(', ')}]`,
    'checks.not_a_server_error.expected-statuses = ["2XX", "3XX", "4XX", "502"]',
    '',
  ].join('\n');
  await writeFile(file, toml);
}

/** Signs in as the administrator and makes an API key, as a script would. */
async function makeApiKey(url: string): Promise<string> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await fetch(`${url}/api/v1/auth/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ name: 'schemathesis' }),
  });
  const body = (await created.json()) as { data?: { key?: string } };
  if (!body.data?.key)
    throw new Error(`could not make an API key: ${created.status} ${JSON.stringify(body)}`);
  return body.data.key;
}

function runSchemathesis(args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(SCHEMATHESIS, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/** Passed and failed operations from schemathesis's JUnit report (one test case per operation). */
function countJunit(xml: string): { passed: number; failed: number; failures: string[] } {
  const cases = [...xml.matchAll(/<testcase\b[^>]*name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)];
  const failures = cases
    .filter((match) => /<(failure|error)\b/.test(match[3] ?? ''))
    .map((match) => match[1]!.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
  return { passed: cases.length - failures.length, failed: failures.length, failures };
}

async function main(reportFile: string): Promise<number> {
  const report = (value: Report) => writeFile(reportFile, JSON.stringify(value));
  if (!existsSync(SCHEMATHESIS)) {
    await report({
      passed: 0,
      failed: 1,
      problems: ['schemathesis is missing: run scripts/install-test-deps.sh'],
    });
    return 1;
  }
  const server = await startProductServer({
    env: { AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error' },
  });
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'schemathesis-'));
  try {
    const key = await makeApiKey(server.url);
    const junit = path.join(reportDir, 'junit.xml');
    const config = path.join(reportDir, 'schemathesis.toml');
    await upstreamConfig(server.url, config);
    const code = await runSchemathesis([
      '--config-file',
      config,
      'run',
      `${server.url}/openapi.json`,
      '--header',
      `Authorization: Bearer ${key}`,
      '--checks',
      CHECKS,
      '--max-examples',
      MAX_EXAMPLES,
      // One worker: Hypothesis's lambda-description cache is not thread-safe (a rare runtime error
      // "AST constructor recursion depth mismatch" with two), and the server has two cores anyway.
      '--workers',
      '1',
      '--generation-deterministic',
      '--no-color',
      '--warnings',
      'off',
      '--report',
      'junit',
      '--report-junit-path',
      junit,
    ]);
    const xml = await readFile(junit, 'utf8').catch(() => '');
    const counts = countJunit(xml);
    const problems = counts.failures.map((name) => `schemathesis found a failure: ${name}`);
    if (counts.passed + counts.failed === 0) problems.push(`no operation was tested (exit ${code})`);
    const failed =
      counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0) + (counts.passed === 0 ? 1 : 0);
    if (code !== 0 && counts.failed === 0) problems.push(`schemathesis exited with ${code}`);
    if (code !== 0 || failed > 0) process.stderr.write(`server log:\n${server.logs()}\n`);
    await report({ passed: counts.passed, failed, problems });
    return failed > 0 ? 1 : 0;
  } finally {
    await server.stop();
    await rm(reportDir, { recursive: true, force: true });
  }
}

const reportFile = process.argv[2];
if (!reportFile) {
  console.error('usage: tsx tests/fuzz/run-schemathesis.ts <report.json>');
  process.exit(2);
}
process.exitCode = await main(reportFile).catch(async (error: unknown) => {
  await writeFile(reportFile, JSON.stringify({ passed: 0, failed: 1, problems: [String(error)] }));
  return 1;
});
