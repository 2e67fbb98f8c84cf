// Builds server/flows/dbgpt/dbgpt-0.8.1-nodes.json, the DB-GPT node catalogue this server lists beside its
// own nodes: the metadata a real DB-GPT 0.8.1 answered (tests/fixtures/dbgpt-0.8.1/awel-nodes.json, made by
// record-awel-nodes.mjs; duplicates dropped), plus the nodes DB-GPT's own templates and the dbgpts flows use
// that its `/nodes` does not list (loaded lazily there, or renamed since), read from the flow files, which
// carry each node's whole metadata.
//   node scripts/dbgpt/build-node-catalogue.mjs
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FLOWS = path.join(ROOT, 'tests', 'fixtures', 'dbgpt-flows');
const recorded = JSON.parse(
  await readFile(path.join(ROOT, 'tests/fixtures/dbgpt-0.8.1/awel-nodes.json'), 'utf8'),
);

/** A node's metadata id from a canvas node's id (`…___v1_0` or `resource_<cls>_0`). */
const metadataId = (id) => id.replace(/_\d+$/, '');

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The canvas node's metadata without what the user set on it. */
function asMetadata(data) {
  const parameters = (data.parameters ?? []).map((parameter) => ({ ...parameter, value: null }));
  return { ...data, id: metadataId(data.id), custom_label: null, parameters, derived_from_flow_files: true };
}

function catalogue(language) {
  const byId = new Map();
  for (const node of recorded[language]) if (!byId.has(node.id)) byId.set(node.id, node);
  return byId;
}

const en = catalogue('en');
const zh = catalogue('zh');
const recordedIds = new Set(en.keys());
/** A node DB-GPT lists under a newer class (`dbgpt.storage…` became `dbgpt_ext.storage…`) is found by its type. */
const recordedTypes = new Set([...en.values()].map((node) => `${node.flow_type}:${node.type_name}`));
const files = [
  ...(await filesUnder(path.join(FLOWS, 'templates', 'en'))).map((file) => ['en', file]),
  ...(await filesUnder(path.join(FLOWS, 'templates', 'zh'))).map((file) => ['zh', file]),
  ...(await filesUnder(path.join(FLOWS, 'dbgpts'))).map((file) => ['both', file]),
];
for (const [language, file] of files) {
  const parsed = JSON.parse(await readFile(file, 'utf8'));
  const canvas = parsed.flow ? parsed.flow.flow_data : parsed;
  for (const node of canvas.nodes) {
    const metadata = asMetadata(node.data);
    if (recordedIds.has(metadata.id) || !metadata.type_name) continue;
    if (recordedTypes.has(`${metadata.flow_type}:${metadata.type_name}`)) continue;
    for (const [lang, byId] of [
      ['en', en],
      ['zh', zh],
    ])
      if ((language === lang || language === 'both') && !byId.has(metadata.id))
        byId.set(metadata.id, metadata);
  }
}
// A node only the dbgpts flows name (in English) is listed in Chinese with the same texts.
for (const [id, node] of en) if (!zh.has(id)) zh.set(id, node);
for (const [id, node] of zh) if (!en.has(id)) en.set(id, node);
const out = {
  source: recorded.source,
  recorded: recorded.recorded,
  en: [...en.values()],
  zh: [...zh.values()],
};
await writeFile(path.join(ROOT, 'server/flows/dbgpt/dbgpt-0.8.1-nodes.json'), `${JSON.stringify(out)}\n`);
const count = (kind) => out.en.filter((node) => node.flow_type === kind).length;
console.log(
  `${out.en.length} nodes (${count('operator')} operators, ${count('resource')} resources), ${out.en.length - recordedIds.size} from flow files`,
);
