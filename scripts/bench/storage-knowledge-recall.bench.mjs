// Knowledge recall over a million chunks, on SQLite and on PostgreSQL: one space seeded straight into the
// database (chunks, full-text rows, vectors of 64 floats), then the recall test's retrieval (top 5) with
// BM25 alone, vectors alone and both (hybrid), the question embedded by the fake embedding server.
// BENCH_STORAGE_RECALL_CHUNKS sets the sizes (100,000 and 1,000,000 by default, separated by commas).
// SQLite is measured up to BENCH_STORAGE_RECALL_SQLITE_MAX chunks (100,000): libsql's vector index takes
// one to two milliseconds a vector to write on this machine, so a million would take about an hour.
import { startFakeModel } from './support/fake-model.mjs';
import { loadTs, onEachBackend, sideBySide } from './support/storage-backends.mjs';
import { percentile, round1 } from './support/stats.mjs';

export const name = 'storage-knowledge-recall';
export const title = 'Knowledge recall over 1 million chunks, SQLite and PostgreSQL side by side';

const env = process.env;
const SIZES = (env.BENCH_STORAGE_RECALL_CHUNKS ?? '100000,1000000').split(',').map(Number);
const QUERIES = Number(env.BENCH_STORAGE_RECALL_QUERIES ?? 20);
const SQLITE_MAX = Number(env.BENCH_STORAGE_RECALL_SQLITE_MAX ?? 100_000);
/** As the knowledge-recall benchmark: small vectors keep the seeding within minutes. */
const DIMENSIONS = 64;
const RETRIEVERS = ['bm25_retriever', 'embedding_retriever', 'hybrid_retriever'];

async function measureSize(opened, embeddingBaseUrl, chunks, asked) {
  if (opened.name === 'sqlite' && chunks > SQLITE_MAX) return null;
  const { largeRecallSpace } = await loadTs('scripts', 'bench', 'support', 'storage-recall-workload.ts');
  let lastReport = Date.now();
  const space = await largeRecallSpace({
    databaseUrl: opened.databaseUrl,
    embeddingBaseUrl,
    chunks,
    dimensions: DIMENSIONS,
    onProgress(written) {
      if (Date.now() - lastReport < 30_000) return;
      lastReport = Date.now();
      console.log(`  ${opened.label}: ${written} of ${chunks} chunks written`);
    },
  });
  try {
    const result = {
      generateSeconds: round1(space.seeding.generateSeconds),
      writeSeconds: round1(space.seeding.writeSeconds),
    };
    for (const retriever of RETRIEVERS) {
      await space.query(asked[0], retriever);
      const latencies = [];
      for (const question of asked) latencies.push(await space.query(question, retriever));
      result[retriever] = {
        p50Ms: round1(percentile(latencies, 0.5)),
        p95Ms: round1(percentile(latencies, 0.95)),
      };
    }
    return result;
  } finally {
    await space.close();
  }
}

export async function run() {
  const { questions } = await loadTs('scripts', 'bench', 'support', 'knowledge-workload.ts');
  const asked = questions(QUERIES);
  const fake = await startFakeModel({ embeddings: 'words', embeddingDimensions: DIMENSIONS });
  const bySize = {};
  try {
    for (const chunks of SIZES)
      bySize[chunks] = await onEachBackend((opened) => measureSize(opened, fake.url, chunks, asked));
  } finally {
    await fake.close();
  }
  const figures = [];
  for (const chunks of SIZES) {
    figures.push([`${chunks} chunks: writing s`, `${chunks}.writeSeconds`]);
    for (const retriever of RETRIEVERS)
      figures.push(
        [`${chunks} chunks, ${retriever}: p50 ms`, `${chunks}.${retriever}.p50Ms`],
        [`${chunks} chunks, ${retriever}: p95 ms`, `${chunks}.${retriever}.p95Ms`],
      );
  }
  // `results` here is by backend, then by size.
  const results = {
    sqlite: Object.fromEntries(SIZES.map((size) => [size, bySize[size].sqlite])),
    postgres: Object.fromEntries(SIZES.map((size) => [size, bySize[size].postgres])),
  };
  const pick = (result, key) => key.split('.').reduce((value, part) => value?.[part], result);
  return {
    data: { sizes: SIZES, queries: QUERIES, dimensions: DIMENSIONS, results },
    breaches: [],
    table: sideBySide(results, figures, pick),
    notes: [
      `${QUERIES} questions each (English and Chinese), top 5; vectors of ${DIMENSIONS} dimensions.`,
      'Writing: chunks, full-text rows and vectors in transactions of 10,000 rows, indexes kept up to date as they are written.',
      'Chunks repeat 20,000 generated texts (60 words each), each with a word of its own added; generating them is not counted.',
      'SQLite: FTS5 and the libsql vector index (approximate); PostgreSQL: word postings and BM25 totals kept by triggers (migration 034) and an exact scan of the vectors (no pgvector here).',
      `SQLite is not measured above ${SQLITE_MAX} chunks (BENCH_STORAGE_RECALL_SQLITE_MAX): its vector index writes too slowly for a million.`,
    ],
  };
}
