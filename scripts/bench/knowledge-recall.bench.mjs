// Recall-test latency (top 5) over one space of 10k and 100k chunks: BM25 alone, and hybrid (BM25 +
// libsql vector index, the question embedded by the fake embedding server), in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../lib/product-server.mjs';
import { startFakeModel } from './support/fake-model.mjs';
import { percentile, round1 } from './support/stats.mjs';

export const name = 'knowledge-recall';
export const title = 'Knowledge recall test latency (top 5, one space, BM25 and hybrid)';

const SIZES = (process.env.BENCH_KNOWLEDGE_RECALL_SIZES ?? '10000,100000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_KNOWLEDGE_RECALL_QUERIES ?? 100);
/** Vectors of this size keep 100k chunks' seeding within the two-minute budget of a bench module. */
const DIMENSIONS = 64;
/** A p95 above this at 100k chunks is a breach. */
const MAX_P95_MS = 250;

const load = (file) => tsImport(pathToFileURL(path.join(REPO_ROOT, ...file)).href, import.meta.url);

async function measure(space, questions, retriever) {
  for (const question of questions.slice(0, 5)) await space.query(question, retriever);
  const latencies = [];
  for (const question of questions) latencies.push(await space.query(question, retriever));
  return { p50Ms: round1(percentile(latencies, 0.5)), p95Ms: round1(percentile(latencies, 0.95)) };
}

export async function run() {
  const { recallSpace, questions } = await load(['scripts', 'bench', 'support', 'knowledge-workload.ts']);
  const { wordsEmbeddingOf } = await load(['tests', 'support', 'fake-openai.ts']);
  const fake = await startFakeModel({ embeddings: 'words', embeddingDimensions: DIMENSIONS });
  const asked = questions(QUERIES);
  const results = [];
  try {
    for (const chunks of SIZES) {
      const space = await recallSpace({
        chunks,
        embeddingBaseUrl: fake.url,
        embed: (text) => wordsEmbeddingOf(text, DIMENSIONS),
      });
      try {
        for (const retriever of ['bm25_retriever', 'hybrid_retriever'])
          results.push({
            chunks,
            retriever,
            seedSeconds: round1(space.seedSeconds),
            ...(await measure(space, asked, retriever)),
          });
      } finally {
        await space.close();
      }
    }
  } finally {
    await fake.close();
  }
  const largest = Math.max(...SIZES);
  const breaches = results
    .filter((result) => result.chunks === largest && result.p95Ms > MAX_P95_MS)
    .map((result) => `${result.retriever} at ${largest} chunks: p95 ${result.p95Ms} ms > ${MAX_P95_MS} ms`);
  return {
    data: { queries: QUERIES, dimensions: DIMENSIONS, results },
    breaches,
    table: {
      columns: ['chunks', 'retriever', 'p50 ms', 'p95 ms', 'seeding s'],
      rows: results.map((result) => [
        result.chunks,
        result.retriever,
        result.p50Ms,
        result.p95Ms,
        result.seedSeconds,
      ]),
    },
    notes: [`${QUERIES} questions each, English and Chinese; vectors of ${DIMENSIONS} dimensions.`],
  };
}
