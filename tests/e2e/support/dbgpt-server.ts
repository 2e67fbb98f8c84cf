/**
 * Starts a real DB-GPT 0.8.1 webserver (from `.venv-dbgpt`, made by `scripts/install-test-deps.sh`) on
 * 127.0.0.1, a free port, with a fresh DBGPT_HOME in a temp folder: SQLite metadata, Chroma vectors, and
 * its LLM and embeddings pointed at an OpenAI-compatible test model (tests/support/fake-openai.ts).
 * Plain Node, no test framework: the end-to-end suite and the scripts under scripts/dbgpt/ both use it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const DBGPT_PYTHON = path.join(REPO_ROOT, '.venv-dbgpt', 'bin', 'python');
/** The names models27's fixtures expect: DB-GPT's own `configs/dbgpt-proxy-openai.toml` defaults. */
export const DBGPT_LLM = 'gpt-4o';
export const DBGPT_EMBEDDING = 'text-embedding-3-small';

export interface DbgptServerOptions {
  /** The test model's base URL without `/v1`, e.g. `http://127.0.0.1:43210`. */
  modelURL: string;
  /** DB-GPT's `system.language` (its own labels and messages); default `en`. */
  language?: 'en' | 'zh';
  /** How long to wait for the webserver and its model workers; default 240 s (a 2-core machine). */
  timeoutMs?: number;
}

export interface DbgptServer {
  url: string;
  home: string;
  startupMs: number;
  logs: () => string;
  /** SIGTERM to the process group, SIGKILL after 15 s; removes the temp folder. */
  stop: () => Promise<void>;
}

const MAX_LOG_CHARS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isDbgptInstalled(): boolean {
  return existsSync(DBGPT_PYTHON);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

/** TOML basic strings: the paths and URLs here hold no quotes or backslashes, but be safe. */
const tomlString = (value: string) => JSON.stringify(value);

export function dbgptConfig(options: {
  port: number;
  home: string;
  modelURL: string;
  language: string;
}): string {
  const { port, home, modelURL, language } = options;
  return `[system]
language = ${tomlString(language)}
api_keys = []
encrypt_key = "e2e_secret_key"

[service.web]
host = "127.0.0.1"
port = ${port}

[service.web.database]
type = "sqlite"
path = ${tomlString(path.join(home, 'meta_data', 'dbgpt.db'))}

[rag.storage]
[rag.storage.vector]
type = "chroma"
persist_path = ${tomlString(path.join(home, 'data'))}

[models]
[[models.llms]]
name = ${tomlString(DBGPT_LLM)}
provider = "proxy/openai"
api_base = ${tomlString(`${modelURL}/v1`)}
api_key = "e2e-key"

[[models.embeddings]]
name = ${tomlString(DBGPT_EMBEDDING)}
provider = "proxy/openai"
api_url = ${tomlString(`${modelURL}/v1/embeddings`)}
api_key = "e2e-key"
`;
}

interface ModelRow {
  model_name?: string;
  healthy?: boolean;
}

/** True once the webserver answers and both configured models are registered and healthy. */
async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v2/serve/model/models`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: ModelRow[] };
    const healthy = new Set((body.data ?? []).filter((row) => row.healthy).map((row) => row.model_name));
    return healthy.has(DBGPT_LLM) && healthy.has(DBGPT_EMBEDDING);
  } catch {
    return false;
  }
}

export async function startDbgptServer(options: DbgptServerOptions): Promise<DbgptServer> {
  if (!isDbgptInstalled()) {
    throw new Error(
      `DB-GPT is not installed (${path.relative(REPO_ROOT, DBGPT_PYTHON)} is missing): run \`bash scripts/install-test-deps.sh\`.`,
    );
  }
  const home = await mkdtemp(path.join(tmpdir(), 'dbgpt-home-'));
  await mkdir(path.join(home, 'meta_data'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const configFile = path.join(home, 'dbgpt.toml');
  await writeFile(
    configFile,
    dbgptConfig({ port, home, modelURL: options.modelURL, language: options.language ?? 'en' }),
  );

  let log = '';
  const keepLog = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-MAX_LOG_CHARS);
  };
  const startedAt = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DBGPT_HOME: home,
    DBGPT_LOG_DIR: path.join(home, 'logs'),
    PYTHONUNBUFFERED: '1',
    // No proxies, no telemetry: DB-GPT talks only to the loopback test model.
    NO_PROXY: '127.0.0.1,localhost',
    ANONYMIZED_TELEMETRY: 'False',
    HF_HUB_OFFLINE: '1',
    TOKENIZERS_PARALLELISM: 'false',
  };
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_API_BASE;
  // Its own process group, so stop() also ends any worker processes DB-GPT spawns.
  const child = spawn(DBGPT_PYTHON, ['-m', 'dbgpt_app.dbgpt_server', '--config', configFile], {
    cwd: home,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', keepLog);
  child.stderr.on('data', keepLog);
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve();
    }),
  );

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    if (!exitInfo) {
      signalGroup('SIGTERM');
      const forced = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
      if (forced) signalGroup('SIGKILL');
      await exited;
    }
    // Worker processes may outlive the main one for a moment.
    signalGroup('SIGKILL');
    await rm(home, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 240_000;
  while (!(await isReady(url))) {
    if (exitInfo) {
      await stop();
      throw new Error(`DB-GPT exited before it was ready (${JSON.stringify(exitInfo)}).\n${log}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`DB-GPT did not get ready at ${url} within ${timeoutMs} ms.\n${log}`);
    }
    await sleep(500);
  }
  return { url, home, startupMs: Math.round(performance.now() - startedAt), logs: () => log, stop };
}
