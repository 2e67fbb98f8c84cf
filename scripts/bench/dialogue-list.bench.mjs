// Throughput of the sidebar's conversation list: the built server with many stored conversations,
// `GET /api/v1/chat/dialogue/list` as the sidebar asks it and without paging, from concurrent clients.
import { askOnce, newConversation, startChatProduct } from './support/chat-product.mjs';
import { round1 } from './support/stats.mjs';

export const name = 'dialogue-list';
export const title = 'Conversation list (GET /api/v1/chat/dialogue/list, stored conversations, concurrent)';

const CONVERSATIONS = Number(process.env.BENCH_DIALOGUE_LIST_CONVERSATIONS ?? 350);
const CONCURRENCY = Number(process.env.BENCH_DIALOGUE_LIST_CONCURRENCY ?? 50);
const DURATION_MS = Number(process.env.BENCH_DIALOGUE_LIST_SECONDS ?? 5) * 1000;
const SEED_PARALLEL = 8;
/** The sidebar asks for this many (components/chat/dialog-list/use-dialogues.ts). */
const SIDEBAR_PAGE_SIZE = 100;
/**
 * A slower median than this for the unpaged list, one client at a time, is a breach: 2.9 ms before the
 * list read one JSON cell per conversation from a partial index, 1.8 ms after (2 shared cores).
 */
const MAX_UNPAGED_P50_MS = 2.5;

// A first question as long as a typical one (about 240 characters): it becomes the conversation's title.
const question = (index) =>
  `Question ${index}: ${'how does this part of the system work, and what should I check first when it fails? '.repeat(3)}`.slice(
    0,
    240,
  );

async function seed(baseUrl) {
  let next = 0;
  const worker = async () => {
    while (next < CONVERSATIONS) {
      const index = (next += 1);
      const convUid = await newConversation(baseUrl);
      await askOnce(baseUrl, convUid, question(index));
    }
  };
  await Promise.all(Array.from({ length: SEED_PARALLEL }, worker));
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

// As a browser asks (the server then compresses the answer); `identity` measures it uncompressed.
const ACCEPT_ENCODING = process.env.BENCH_LIST_ACCEPT_ENCODING ?? 'br, gzip';

/** Requests from `clients` concurrent clients for `DURATION_MS`; each answer is read to its end. */
async function load(url, clients) {
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - started);
      bytes = body.byteLength;
      if (!response.ok) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / elapsedS),
    p50Ms: round1(percentile(latencies, 0.5)),
    p95Ms: round1(percentile(latencies, 0.95)),
    kB: round1(bytes / 1024),
  };
}

export async function run() {
  const product = await startChatProduct({ reply: 'A short answer.' });
  try {
    await seed(product.url);
    const listUrl = `${product.url}/api/v1/chat/dialogue/list`;
    const cases = [
      ['unpaged', listUrl, CONCURRENCY],
      [`sidebar (page_size=${SIDEBAR_PAGE_SIZE})`, `${listUrl}?page_size=${SIDEBAR_PAGE_SIZE}`, CONCURRENCY],
      // One client at a time: the latency is the server's work, hardly the load generator's.
      ['unpaged, one client', listUrl, 1],
    ];
    const results = {};
    for (const [label, url, clients] of cases) results[label] = { clients, ...(await load(url, clients)) };
    const single = results['unpaged, one client'];
    const breaches =
      single.p50Ms > MAX_UNPAGED_P50_MS
        ? [
            `unpaged list: p50 ${single.p50Ms} ms > ${MAX_UNPAGED_P50_MS} ms at ${CONVERSATIONS} conversations`,
          ]
        : [];
    return {
      data: { conversations: CONVERSATIONS, concurrency: CONCURRENCY, durationMs: DURATION_MS, results },
      breaches,
      table: {
        columns: [
          'request',
          'conversations',
          'clients',
          'requests/s',
          'p50 ms',
          'p95 ms',
          'kB per answer',
          'failures',
        ],
        rows: Object.entries(results).map(([label, result]) => [
          label,
          CONVERSATIONS,
          result.clients,
          result.rps,
          result.p50Ms,
          result.p95Ms,
          result.kB,
          result.failures,
        ]),
      },
    };
  } finally {
    await product.stop();
  }
}
