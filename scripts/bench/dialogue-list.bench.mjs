// Throughput of the sidebar's conversation list: the built server with many stored conversations,
// `GET /api/v1/chat/dialogue/list` as the sidebar asks it, revalidated (`If-None-Match`, as a browser asks
// again for an answer it holds) and without paging, from concurrent clients on kept-alive connections.
import { Pool } from 'undici';
import { askOnce, newConversation, startChatProduct } from './support/chat-product.mjs';
import { round1 } from './support/stats.mjs';

export const name = 'dialogue-list';
export const title = 'Conversation list (GET /api/v1/chat/dialogue/list, stored conversations, concurrent)';

const CONVERSATIONS = Number(process.env.BENCH_DIALOGUE_LIST_CONVERSATIONS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_DIALOGUE_LIST_CONCURRENCY ?? 50);
const DURATION_MS = Number(process.env.BENCH_DIALOGUE_LIST_SECONDS ?? 5) * 1000;
const SEED_PARALLEL = 8;
/** The sidebar asks for this many (components/chat/dialog-list/use-dialogues.ts). */
const SIDEBAR_PAGE_SIZE = 100;
/**
 * A slower median than this for the unpaged list (the newest 100), one client at a time, is a breach:
 * 2.9 ms for 350 before the list read one JSON cell per conversation from a partial index, 1.8 ms after.
 */
const MAX_UNPAGED_P50_MS = 2.5;
/** The aim (issue 31): the sidebar's list, asked again, at 1,000 conversations (2 cores). */
const MIN_REVALIDATED_RPS = 2000;

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

/**
 * Requests from `clients` concurrent clients (a kept-alive connection each) for `DURATION_MS`; each answer
 * is read to its end. With `revalidate`, each asks with the tag of a first answer (`If-None-Match`).
 */
async function load(baseUrl, path, clients, revalidate = false) {
  const pool = new Pool(baseUrl, { connections: clients, pipelining: 1 });
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  if (revalidate) {
    const first = await pool.request({ method: 'GET', path, headers });
    await first.body.arrayBuffer();
    headers['if-none-match'] = String(first.headers.etag ?? '');
  }
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const statuses = new Set();
  const deadline = performance.now() + DURATION_MS;
  const client = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await pool.request({ method: 'GET', path, headers });
      const body = await response.body.arrayBuffer();
      latencies.push(performance.now() - started);
      bytes = body.byteLength;
      statuses.add(response.statusCode);
      if (response.statusCode !== (revalidate ? 304 : 200)) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsedS = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    status: [...statuses].join(', '),
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
    const listPath = '/api/v1/chat/dialogue/list';
    const sidebarPath = `${listPath}?page=1&page_size=${SIDEBAR_PAGE_SIZE}`;
    const revalidated = `sidebar, revalidated (If-None-Match)`;
    const cases = [
      [`sidebar (page_size=${SIDEBAR_PAGE_SIZE})`, sidebarPath, CONCURRENCY, false],
      [revalidated, sidebarPath, CONCURRENCY, true],
      ['unpaged', listPath, CONCURRENCY, false],
      // One client at a time: the latency is the server's work, hardly the load generator's.
      ['unpaged, one client', listPath, 1, false],
    ];
    const results = {};
    for (const [label, path, clients, revalidate] of cases)
      results[label] = { clients, ...(await load(product.url, path, clients, revalidate)) };
    const single = results['unpaged, one client'];
    const breaches = [];
    if (single.p50Ms > MAX_UNPAGED_P50_MS)
      breaches.push(
        `unpaged list: p50 ${single.p50Ms} ms > ${MAX_UNPAGED_P50_MS} ms at ${CONVERSATIONS} conversations`,
      );
    if (results[revalidated].rps < MIN_REVALIDATED_RPS)
      breaches.push(
        `revalidated sidebar list: ${results[revalidated].rps} requests/s < ${MIN_REVALIDATED_RPS} at ${CONVERSATIONS} conversations`,
      );
    return {
      data: { conversations: CONVERSATIONS, concurrency: CONCURRENCY, durationMs: DURATION_MS, results },
      breaches,
      notes: [
        `aim (issue 31): the sidebar's list asked again ≥ ${MIN_REVALIDATED_RPS} requests/s at 1,000 conversations`,
      ],
      table: {
        columns: [
          'request',
          'conversations',
          'clients',
          'requests/s',
          'p50 ms',
          'p95 ms',
          'status',
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
          result.status,
          result.kB,
          result.failures,
        ]),
      },
    };
  } finally {
    await product.stop();
  }
}
