// Records the node metadata of a real DB-GPT 0.8.1 (operators and resources, as its flow editor's palette
// reads them) into tests/fixtures/dbgpt-0.8.1/awel-nodes.json. Starts its own DB-GPT (from .venv-dbgpt) in
// front of the tests' scripted model with a fresh DBGPT_HOME, reads `GET /api/v2/serve/awel/nodes` (no
// query: every node, whatever its tags) in English and in Chinese (LANGUAGE=en|zh), and stops it.
//   node scripts/dbgpt/record-awel-nodes.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'dbgpt-0.8.1');
const load = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

const { startFakeOpenAI } = await load('tests/support/fake-openai.ts');
const { createFakeModelScript } = await load('tests/e2e/support/fake-model.ts');
const { DBGPT_EMBEDDING, DBGPT_LLM, startDbgptServer } = await load('tests/e2e/support/dbgpt-server.ts');

const fake = await startFakeOpenAI({
  replyFor: createFakeModelScript(),
  models: [DBGPT_LLM, DBGPT_EMBEDDING],
});

/** One DB-GPT per language: its node labels and descriptions follow `system.language`. */
async function recordNodes(language) {
  console.log(`record-awel-nodes: starting DB-GPT 0.8.1 (${language})…`);
  // DB-GPT translates node labels by gettext's LANGUAGE, not by `system.language`; a PyPI install ships no
  // compiled translations, so both lists hold the same English labels (they differ only in server choices).
  process.env.LANGUAGE = language;
  const server = await startDbgptServer({ modelURL: fake.url, language });
  try {
    const response = await fetch(`${server.url}/api/v2/serve/awel/nodes`, {
      signal: AbortSignal.timeout(120_000),
    });
    const body = await response.json();
    if (!response.ok || body.success !== true || !Array.isArray(body.data)) {
      throw new Error(
        `GET /api/v2/serve/awel/nodes answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`,
      );
    }
    return body.data;
  } finally {
    await server.stop();
  }
}

try {
  const en = await recordNodes('en');
  const zh = await recordNodes('zh');
  await mkdir(FIXTURES, { recursive: true });
  const recorded = {
    source: 'DB-GPT 0.8.1, GET /api/v2/serve/awel/nodes (scripts/dbgpt/record-awel-nodes.mjs)',
    recorded: new Date().toISOString().slice(0, 10),
    en,
    zh,
  };
  await writeFile(path.join(FIXTURES, 'awel-nodes.json'), `${JSON.stringify(recorded, null, 1)}\n`);
  const count = (nodes, kind) => nodes.filter((node) => node.flow_type === kind).length;
  console.log(
    `record-awel-nodes: ${en.length} nodes (${count(en, 'operator')} operators, ${count(en, 'resource')} resources)`,
  );
} finally {
  await fake.close();
}
