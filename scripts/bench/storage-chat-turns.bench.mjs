// Chat turns per second on SQLite and on PostgreSQL: the built server against the scripted test model
// (a short answer, at once), one client asking turn after turn, then many clients at once. A turn is one
// `POST /api/v1/chat/completions` read to its end: the server reads the conversation, asks the model,
// streams the answer and stores the question and the answer.
import { startFakeModel } from './support/fake-model.mjs';
import { onEachBackend, sideBySide, startInstances } from './support/storage-backends.mjs';
import { chatTurns } from './support/storage-load.mjs';

export const name = 'storage-chat-turns';
export const title = 'Chat turns per second, SQLite and PostgreSQL side by side (scripted model)';

const env = process.env;
const SEQUENTIAL_TURNS = Number(env.BENCH_STORAGE_SEQUENTIAL_TURNS ?? 300);
const CONCURRENT_TURNS = Number(env.BENCH_STORAGE_CONCURRENT_TURNS ?? 1000);
const CLIENTS = Number(env.BENCH_STORAGE_CHAT_CLIENTS ?? 20);
const WARM_UP_TURNS = 30;

async function measure(opened, modelUrl) {
  const product = await startInstances(opened, modelUrl);
  try {
    await chatTurns(product.urls, { clients: 5, turns: WARM_UP_TURNS, label: 'warm-up' });
    const sequential = await chatTurns(product.urls, { clients: 1, turns: SEQUENTIAL_TURNS });
    const concurrent = await chatTurns(product.urls, { clients: CLIENTS, turns: CONCURRENT_TURNS });
    return { sequential, concurrent };
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
  const pick = (result, key) => {
    const [load, figure] = key.split('.');
    return result[load][figure];
  };
  return {
    data: { sequentialTurns: SEQUENTIAL_TURNS, concurrentTurns: CONCURRENT_TURNS, clients: CLIENTS, results },
    breaches: [],
    table: sideBySide(
      results,
      [
        ['turns/s, one client', 'sequential.perSecond'],
        ['turn p50 ms, one client', 'sequential.p50Ms'],
        ['turn p95 ms, one client', 'sequential.p95Ms'],
        [`turns/s, ${CLIENTS} clients`, 'concurrent.perSecond'],
        [`turn p50 ms, ${CLIENTS} clients`, 'concurrent.p50Ms'],
        [`turn p95 ms, ${CLIENTS} clients`, 'concurrent.p95Ms'],
      ],
      pick,
    ),
    notes: [
      `${SEQUENTIAL_TURNS} turns one after the other, then ${CONCURRENT_TURNS} from ${CLIENTS} clients at once; five rounds a conversation.`,
      'PostgreSQL 15 on loopback with its default durability (fsync, synchronous commit); SQLite in WAL mode, synchronous=NORMAL.',
    ],
  };
}
