// One against two server instances on one PostgreSQL: the same chat load and conversation-list load,
// spread round-robin over the instances by the bench client (as a load balancer would), first with one
// instance, then with two on the same database. On a two-core machine that also runs PostgreSQL and the
// clients, a second instance adds a process, not cores: the ratio shows what sharing costs or gains here.
import { askOnce, newConversation } from './support/chat-product.mjs';
import { startFakeModel } from './support/fake-model.mjs';
import { BACKENDS, loadTs, openBackend, ratio, startInstances } from './support/storage-backends.mjs';
import { chatTurns, listReads } from './support/storage-load.mjs';

export const name = 'storage-instances';
export const title = 'One against two server instances on one PostgreSQL (round-robin, chat and list load)';

const env = process.env;
const CONVERSATIONS = Number(env.BENCH_STORAGE_INSTANCES_CONVERSATIONS ?? 10_000);
const CLIENTS = Number(env.BENCH_STORAGE_INSTANCES_CLIENTS ?? 20);
const TURNS = Number(env.BENCH_STORAGE_INSTANCES_TURNS ?? 1000);
const DURATION_MS = Number(env.BENCH_STORAGE_INSTANCES_SECONDS ?? 5) * 1000;
const SIDEBAR = '/api/v1/chat/dialogue/list?page=1&page_size=100';

async function measure(urls) {
  await chatTurns(urls, { clients: 5, turns: 30, label: 'warm-up' });
  const chat = await chatTurns(urls, { clients: CLIENTS, turns: TURNS });
  await listReads(urls, { path: SIDEBAR, clients: CLIENTS, durationMs: 500 });
  const list = await listReads(urls, { path: SIDEBAR, clients: CLIENTS, durationMs: DURATION_MS });
  if (list.failures > 0) throw new Error(`${list.failures} failed list requests`);
  return { chat, list };
}

export async function run() {
  const fake = await startFakeModel({ reply: 'A short answer.' });
  const opened = await openBackend(BACKENDS.find((backend) => backend.name === 'postgres'));
  const results = {};
  try {
    const { seedConversations } = await loadTs('scripts', 'bench', 'support', 'storage-seed.ts');
    for (const count of [1, 2]) {
      const product = await startInstances(opened, fake.url, count);
      try {
        if (count === 1) {
          const [url] = product.urls;
          await askOnce(url, await newConversation(url), 'The first question.');
          await seedConversations(opened.databaseUrl, CONVERSATIONS);
        }
        results[count] = await measure(product.urls);
      } finally {
        await product.stop();
      }
    }
  } finally {
    await opened.stop();
    await fake.close();
  }
  const figures = [
    [`chat turns/s, ${CLIENTS} clients`, 'chat', 'perSecond'],
    ['chat turn p50 ms', 'chat', 'p50Ms'],
    ['chat turn p95 ms', 'chat', 'p95Ms'],
    [`sidebar list requests/s, ${CLIENTS} clients`, 'list', 'perSecond'],
    ['sidebar list p50 ms', 'list', 'p50Ms'],
    ['sidebar list p95 ms', 'list', 'p95Ms'],
  ];
  return {
    data: { conversations: CONVERSATIONS, clients: CLIENTS, turns: TURNS, durationMs: DURATION_MS, results },
    breaches: [],
    table: {
      columns: ['figure', 'one instance', 'two instances', 'two / one'],
      rows: figures.map(([label, load, figure]) => {
        const one = results[1][load][figure];
        const two = results[2][load][figure];
        return [label, one, two, ratio(one, two)];
      }),
    },
    notes: [
      `${TURNS} chat turns from ${CLIENTS} clients, then ${DURATION_MS / 1000} s of the sidebar's list (newest 100 of ${CONVERSATIONS} conversations), each request to the next instance in turn.`,
      'PostgreSQL 15 on loopback with its default settings, on the same 2-core machine as both instances and the clients.',
    ],
  };
}
