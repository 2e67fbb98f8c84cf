// Records DB-GPT 0.8.1's real answers into tests/fixtures/dbgpt-0.8.1/<name>.json (format:
// tests/unit/support/dbgpt-fixtures.ts). Starts its own DB-GPT (from .venv-dbgpt) in front of the tests'
// scripted model with a fresh DBGPT_HOME, seeds it through its API, records, and stops it.
//   node scripts/dbgpt/record-fixtures.mjs [name …]   (no names: all of them)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { RECORDINGS } from './recordings.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'dbgpt-0.8.1');
const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

const { startFakeOpenAI } = await load('tests/support/fake-openai.ts');
const { DBGPT_EMBEDDING, DBGPT_LLM, startDbgptServer } = await load('tests/e2e/support/dbgpt-server.ts');
const seeding = await load('tests/e2e/support/dbgpt-seed.ts');

const wanted = new Set(process.argv.slice(2));
const unknown = [...wanted].filter((name) => !RECORDINGS.some((recording) => recording.name === name));
if (unknown.length > 0) {
  console.error(
    `No recording named ${unknown.join(', ')}; known: ${RECORDINGS.map((r) => r.name).join(', ')}`,
  );
  process.exit(1);
}

/** Sends the request as the fixture states it and keeps DB-GPT's answer as it came. */
async function send(baseURL, request) {
  const url = new URL(request.path, baseURL);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const init = {
    method: request.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(120_000),
  };
  // After answering with an exception, uvicorn may close the kept-alive connection under the next request.
  const response = await fetch(url, init).catch(() =>
    fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }),
  );
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const body = contentType.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, contentType, body };
}

const fake = await startFakeOpenAI({
  replyFor: seeding.dbgptModelScript(),
  models: [DBGPT_LLM, DBGPT_EMBEDDING],
  embeddings: 'words',
});
console.log('record-fixtures: starting DB-GPT 0.8.1…');
const server = await startDbgptServer({ modelURL: fake.url });
console.log(`record-fixtures: DB-GPT ready at ${server.url} after ${server.startupMs} ms`);
const day = new Date().toISOString().slice(0, 10);
const context = { baseURL: server.url, home: server.home, seeding, state: {} };
let failed = false;
try {
  await mkdir(FIXTURES, { recursive: true });
  // Recordings run in order: later ones use what earlier ones seeded, the model ones stop the LLM last.
  for (const recording of RECORDINGS) {
    if (recording.prepare) await recording.prepare(context);
    if (wanted.size > 0 && !wanted.has(recording.name)) continue;
    const request = typeof recording.request === 'function' ? recording.request(context) : recording.request;
    const response = await send(server.url, request);
    const trimmed = recording.trim ? recording.trim(response) : response;
    const fixture = {
      recorded:
        `Recorded ${day} from DB-GPT 0.8.1 (pip dbgpt-app==0.8.1, dbgpt* 0.8.1, no tiktoken) by ` +
        `scripts/dbgpt/record-fixtures.mjs: fresh DBGPT_HOME, SQLite metadata, Chroma vectors, LLM ${DBGPT_LLM} and ` +
        `embeddings ${DBGPT_EMBEDDING} (proxy/openai) from the config file, answered by tests/support/fake-openai.ts. ` +
        recording.note,
      request,
      response: trimmed,
    };
    // Big bodies are written compactly (model-types), the rest indented for readable diffs.
    const indent = JSON.stringify(trimmed.body).length > 100_000 ? undefined : 2;
    await writeFile(
      path.join(FIXTURES, `${recording.name}.json`),
      `${JSON.stringify(fixture, null, indent)}\n`,
    );
    console.log(`record-fixtures: ${recording.name} (${response.status})`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.stack : String(error));
  console.error(server.logs().slice(-6000));
} finally {
  await server.stop();
  await fake.close();
}
process.exit(failed ? 1 : 0);
