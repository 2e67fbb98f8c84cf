/**
 * The Python SDK suite: starts the fake model and two built servers (one open as DB-GPT is by default,
 * one with sign-in so every call needs an API key), runs `tests/sdk/test_*.py` with DB-GPT's
 * `dbgpt-client` from `.venv-sdk` (made by `scripts/install-test-deps.sh`), and writes
 * `{passed, failed, problems}` to the JSON file named by the first argument.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startProductServer } from '../../scripts/lib/product-server.mjs';
import { startFakeOpenAI } from '../support/fake-openai';

const PYTHON = path.join(REPO_ROOT, '.venv-sdk', 'bin', 'python');
const ADMIN = { email: 'sdk-admin@example.com', password: 'sdk-admin-password-1' };

async function writeReport(file: string, report: { passed: number; failed: number; problems: string[] }) {
  await writeFile(file, JSON.stringify(report));
}

function runPython(env: Record<string, string>, reportFile: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [path.join(REPO_ROOT, 'tests', 'sdk', 'run_suite.py'), reportFile], {
      cwd: path.join(REPO_ROOT, 'tests', 'sdk'),
      env: { ...process.env, ...env, PYTHONDONTWRITEBYTECODE: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function main(reportFile: string): Promise<number> {
  if (!existsSync(PYTHON)) {
    await writeReport(reportFile, {
      passed: 0,
      failed: 1,
      problems: ['.venv-sdk is missing: run scripts/install-test-deps.sh (it installs dbgpt-client)'],
    });
    return 1;
  }
  const fake = await startFakeOpenAI({ models: ['fake-model', 'fake-embedding'] });
  const models = {
    LLM_MODEL_NAME: 'fake-model',
    LLM_MODEL_PROVIDER: 'proxy/openai',
    OPENAI_API_BASE: `${fake.url}/v1`,
    OPENAI_API_KEY: 'sdk-tests',
    EMBEDDING_MODEL_NAME: 'fake-embedding',
    EMBEDDING_API_BASE: `${fake.url}/v1`,
    EMBEDDING_API_KEY: 'sdk-tests',
    // The SDK tests make their SQLite datasources in the system's temporary folder.
    DATASOURCE_FILE_ROOTS: os.tmpdir(),
  };
  const servers = await Promise.all([
    startProductServer({ env: models }),
    startProductServer({
      env: { ...models, AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    }),
  ]);
  const [open, keyed] = servers;
  try {
    const code = await runPython(
      {
        SDK_OPEN_URL: open.url,
        SDK_KEYED_URL: keyed.url,
        SDK_ADMIN_EMAIL: ADMIN.email,
        SDK_ADMIN_PASSWORD: ADMIN.password,
      },
      reportFile,
    );
    if (code !== 0 && !existsSync(reportFile))
      await writeReport(reportFile, { passed: 0, failed: 1, problems: [`python exited with ${code}`] });
    return code ?? 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await fake.close();
  }
}

const reportFile = process.argv[2] ?? path.join(REPO_ROOT, 'test-results', 'sdk.json');
process.exitCode = await main(reportFile);
