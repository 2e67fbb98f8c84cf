// The loads the storage comparison benchmarks drive: chat turns and conversation-list reads, from a
// number of concurrent clients, spread round-robin over one or more server instances (as a load balancer
// would spread them; a conversation may continue on another instance than the one it started on).
import { Pool } from 'undici';
import { askOnce, newConversation } from './chat-product.mjs';
import { rateAndLatency } from './storage-backends.mjs';

/** The server instances in turn, request after request. */
function roundRobin(urls) {
  let next = 0;
  return () => urls[next++ % urls.length];
}

/**
 * `turns` chat turns (`POST /api/v1/chat/completions`, read to the end of the answer) from `clients`
 * clients at once; each client asks `roundsPerConversation` rounds in a conversation of its own, then
 * opens a new one (counted in the turn that follows it). Turns per second and each turn's p50 / p95.
 */
export async function chatTurns(urls, { clients, turns, roundsPerConversation = 5, label = 'bench' }) {
  const pick = roundRobin(urls);
  const latencies = [];
  let started = 0;
  const client = async (clientIndex) => {
    let convUid;
    let rounds = 0;
    while (started < turns) {
      const turn = (started += 1);
      const begin = performance.now();
      if (!convUid || rounds === roundsPerConversation) {
        convUid = await newConversation(pick());
        rounds = 0;
      }
      rounds += 1;
      await askOnce(pick(), convUid, `${label} question ${turn} from client ${clientIndex}: what is new?`);
      latencies.push(performance.now() - begin);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return rateAndLatency(latencies, performance.now() - begin);
}

/**
 * `GET path` from `clients` clients on kept-alive connections for `durationMs`, each answer read to its
 * end; any answer but 200 is counted as a failure. Requests per second and p50 / p95.
 */
export async function listReads(urls, { path, clients, durationMs }) {
  const pools = urls.map((url) => new Pool(url, { connections: clients, pipelining: 1 }));
  const pick = roundRobin(pools);
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  const deadline = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      const response = await pick().request({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } });
      const body = await response.body.arrayBuffer();
      latencies.push(performance.now() - begin);
      bytes = body.byteLength;
      if (response.statusCode !== 200) failures += 1;
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = performance.now() - begin;
  await Promise.all(pools.map((pool) => pool.close()));
  return { ...rateAndLatency(latencies, elapsed), failures, bytes };
}
