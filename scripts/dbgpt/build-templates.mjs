// Builds server/flows/dbgpt/dbgpt-0.8.1-templates.json: DB-GPT 0.8.1's six built-in flow templates in English
// and Chinese (tests/fixtures/dbgpt-flows/templates/{en,zh}, MIT, see the LICENSE-NOTICE.md there), as the
// server offers them beside its own templates. Only what a template is kept (no dag id, state, owner, dates).
//   node scripts/dbgpt/build-templates.mjs
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TEMPLATES = path.join(ROOT, 'tests', 'fixtures', 'dbgpt-flows', 'templates');
const KEPT = ['uid', 'name', 'label', 'description', 'flow_category', 'flow_data', 'metadata', 'variables'];

/** The chats first, then the knowledge processing flows (by the start of the file name, which differs a little
 * between the languages). */
const ORDER = ['simple', 'rag', 'chat-data', 'embedded', 'kg', 'hybrid'];
const rank = (file) => ORDER.findIndex((start) => file.startsWith(start));

async function templates(language) {
  const folder = path.join(TEMPLATES, language);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  if (files.length !== ORDER.length || files.some((file) => rank(file) < 0))
    throw new Error(`unexpected template files in ${folder}: ${files.join(', ')}`);
  files.sort((a, b) => rank(a) - rank(b));
  const flows = [];
  for (const file of files) {
    const { flow } = JSON.parse(await readFile(path.join(folder, file), 'utf8'));
    flows.push(Object.fromEntries(KEPT.map((key) => [key, flow[key] ?? null])));
  }
  return flows;
}

const output = {
  notice:
    'DB-GPT 0.8.1 built-in flow templates, from eosphoros-ai/DB-GPT (MIT License, Copyright (c) 2023 magic.chen); see tests/fixtures/dbgpt-flows/LICENSE-NOTICE.md',
  en: await templates('en'),
  zh: await templates('zh'),
};
await writeFile(
  path.join(ROOT, 'server', 'flows', 'dbgpt', 'dbgpt-0.8.1-templates.json'),
  `${JSON.stringify(output)}\n`,
);
