// Starts a real DB-GPT 0.8.1 server (from .venv-dbgpt, see scripts/install-test-deps.sh) on loopback in front
// of the tests' scripted OpenAI-compatible model, prints its URL and keeps it running until Ctrl-C or SIGTERM.
//   node scripts/dbgpt/start.mjs [--lang zh]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

const { startFakeOpenAI } = await load('tests/support/fake-openai.ts');
const { createFakeModelScript } = await load('tests/e2e/support/fake-model.ts');
const { DBGPT_EMBEDDING, DBGPT_LLM, startDbgptServer } = await load('tests/e2e/support/dbgpt-server.ts');

const language = process.argv.includes('zh') ? 'zh' : 'en';
const fake = await startFakeOpenAI({
  replyFor: createFakeModelScript(),
  models: [DBGPT_LLM, DBGPT_EMBEDDING],
});
console.log(`test model: ${fake.url}/v1`);
console.log('starting DB-GPT 0.8.1 (tens of seconds)…');
let server;
try {
  server = await startDbgptServer({ modelURL: fake.url, language });
} catch (error) {
  await fake.close();
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(
  `DB-GPT ${server.url} ready after ${server.startupMs} ms (DBGPT_HOME ${server.home}); Ctrl-C stops it`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await fake.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
