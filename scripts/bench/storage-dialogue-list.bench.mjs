// The conversation list with 100,000 stored conversations, on SQLite and on PostgreSQL: the built server,
// the conversations seeded straight into its database, then `GET /api/v1/chat/dialogue/list` as the
// sidebar asks it (the newest page of 100), unpaged (DB-GPT's client), and a page deep in the list, from
// concurrent clients on kept-alive connections and from one client alone. Every request is answered in
// full (no `If-None-Match`): this measures the database, not the server's 304 answers.
import { askOnce, newConversation } from './support/chat-product.mjs';
import { startFakeModel } from './support/fake-model.mjs';
import { loadTs, onEachBackend, sideBySide, startInstances } from './support/storage-backends.mjs';
import { listReads } from './support/storage-load.mjs';
import { round1 } from './support/stats.mjs';

export const name = 'storage-dialogue-list';
export const title = 'Conversation list over 100,000 conversations, SQLite and PostgreSQL side by side';

const env = process.env;
const CONVERSATIONS = Number(env.BENCH_STORAGE_CONVERSATIONS ?? 100_000);
const CLIENTS = Number(env.BENCH_STORAGE_LIST_CLIENTS ?? 20);
const DURATION_MS = Number(env.BENCH_STORAGE_LIST_SECONDS ?? 5) * 1000;
const LIST = '/api/v1/chat/dialogue/list';
const DEEP_PAGE = Math.max(1, Math.floor(CONVERSATIONS / 200));

const CASES = [
  { key: 'sidebar', label: 'sidebar (newest 100)', path: `${LIST}?page=1&page_size=100`, clients: CLIENTS },
  { key: 'unpaged', label: 'unpaged', path: LIST, clients: CLIENTS },
  {
    key: 'deep',
    label: `page ${DEEP_PAGE} of 100`,
    path: `${LIST}?page=${DEEP_PAGE}&page_size=100`,
    clients: CLIENTS,
  },
  { key: 'single', label: 'sidebar, one client', path: `${LIST}?page=1&page_size=100`, clients: 1 },
];

async function measure(opened, modelUrl) {
  const { seedConversations } = await loadTs('scripts', 'bench', 'support', 'storage-seed.ts');
  const product = await startInstances(opened, modelUrl);
  try {
    // One conversation through the server: it names the owner the seeded ones belong to.
    const [url] = product.urls;
    await askOnce(url, await newConversation(url), 'The first question.');
    const seedSeconds = await seedConversations(opened.databaseUrl, CONVERSATIONS);
    const results = { seedSeconds: round1(seedSeconds) };
    for (const { key, path, clients } of CASES) {
      await listReads(product.urls, { path, clients, durationMs: 500 });
      results[key] = await listReads(product.urls, { path, clients, durationMs: DURATION_MS });
      if (results[key].failures > 0) throw new Error(`${path}: ${results[key].failures} failed requests`);
    }
    return results;
  } finally {
    await product.stop();
  }
}

export async function run() {
  const fake = await startFakeModel({ reply: 'A short answer.' });
  let results;
  try {
    results = await onEachBackend((opened) => measure(opened, fake.url));
  } finally {
    await fake.close();
  }
  const figures = [['seeding s', 'seedSeconds']];
  for (const { key, label, clients } of CASES) {
    const who = clients === 1 ? '' : `, ${clients} clients`;
    figures.push(
      [`${label}${who}: requests/s`, `${key}.perSecond`],
      [`${label}${who}: p50 ms`, `${key}.p50Ms`],
      [`${label}${who}: p95 ms`, `${key}.p95Ms`],
    );
  }
  const pick = (result, key) => {
    const [load, figure] = key.split('.');
    return figure ? result[load][figure] : result[load];
  };
  return {
    data: { conversations: CONVERSATIONS, clients: CLIENTS, durationMs: DURATION_MS, results },
    breaches: [],
    table: sideBySide(results, figures, pick),
    notes: [
      `${CONVERSATIONS} conversations of one user (titles of 240 characters), seeded in transactions of 10,000 rows; ${DURATION_MS / 1000} s a case.`,
      'PostgreSQL 15 on loopback with its default settings; both on the same 2-core machine as the server and the clients.',
    ],
  };
}
