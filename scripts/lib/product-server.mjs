// Starts and stops the built product (`node .build/server.mjs`) for end-to-end tests and benchmarks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_INDEX, ROOT, SERVER_BUNDLE } from './paths.mjs';

export { SERVER_BUNDLE };
export const REPO_ROOT = ROOT;
export const STATIC_DIR = path.dirname(CLIENT_INDEX);

const MAX_LOG_CHARS = 20_000;

/** Throws a message that says what to do when the build outputs are not there. */
export function assertBuildPresent() {
  const missing = [SERVER_BUNDLE, CLIENT_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    const names = missing.map((file) => path.relative(REPO_ROOT, file)).join(', ');
    throw new Error(`The built product is missing (${names}). Run \`npm run build\` first.`);
  }
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function isHealthy(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Spawns the server with a fresh DATA_DIR (unless one is given) and resolves once
 * `GET /api/health` answers 200. `startupMs` is the time from spawn to that first answer.
 */
export async function startProductServer(options = {}) {
  assertBuildPresent();
  const port = options.port ?? (await findFreePort());
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'dbgpt-data-')));
  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 25;

  let log = '';
  const keepLog = (chunk) => {
    log = (log + chunk.toString()).slice(-MAX_LOG_CHARS);
  };
  const startedAt = performance.now();
  const env = { ...process.env };
  // The server must use the fresh data folder, not a database the caller's shell points at.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR,
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', keepLog);
  child.stderr.on('data', keepLog);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exitInfo = null;
  void exited.then((info) => {
    exitInfo = info;
  });

  const cleanDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const stop = async () => {
    if (!exitInfo) {
      child.kill('SIGTERM');
      const forced = sleep(options.stopTimeoutMs ?? 10_000).then(() => 'timeout');
      if ((await Promise.race([exited, forced])) === 'timeout') child.kill('SIGKILL');
    }
    const info = await exited;
    await cleanDataDir();
    return info;
  };

  while (!(await isHealthy(url))) {
    if (exitInfo) {
      await cleanDataDir();
      throw new Error(`The server exited before it became healthy (${JSON.stringify(exitInfo)}).\n${log}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms.\n${log}`);
    }
    await sleep(pollMs);
  }
  const startupMs = performance.now() - startedAt;
  return { url, port, dataDir, startupMs, pid: child.pid, logs: () => log, stop };
}
