// Ingest throughput: markdown documents through the server's own parse + chunk + index (full-text rows,
// and vectors from the fake embedding server in the second case), in this process on a temp SQLite file.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../lib/product-server.mjs';
import { startFakeModel } from './support/fake-model.mjs';
import { round1 } from './support/stats.mjs';

export const name = 'knowledge-ingest';
export const title = 'Knowledge ingest (parse + chunk + index, MB of text per second)';

const DOCUMENTS = Number(process.env.BENCH_KNOWLEDGE_INGEST_DOCUMENTS ?? 20);
const KB_EACH = Number(process.env.BENCH_KNOWLEDGE_INGEST_KB ?? 200);
/** Full-text indexing slower than this is a breach (measured ≈ see the closing note of issue 9). */
const MIN_FULL_TEXT_MB_PER_S = 0.5;

const workload = () =>
  tsImport(
    pathToFileURL(path.join(REPO_ROOT, 'scripts', 'bench', 'support', 'knowledge-workload.ts')).href,
    import.meta.url,
  );

export async function run() {
  const { ingest } = await workload();
  const fullText = await ingest({ documents: DOCUMENTS, bytesEach: KB_EACH * 1024 });
  const fake = await startFakeModel({ embeddings: 'words', embeddingDimensions: 256 });
  let hybrid;
  try {
    // A quarter of the text: every chunk makes a round trip to the embedding server.
    hybrid = await ingest({
      documents: Math.max(1, Math.round(DOCUMENTS / 4)),
      bytesEach: KB_EACH * 1024,
      embeddingBaseUrl: fake.url,
    });
  } finally {
    await fake.close();
  }
  const rows = [
    ['full text (BM25) only', fullText],
    ['full text + vectors (fake embedding server, 256 dims)', hybrid],
  ];
  const breaches =
    fullText.megabytesPerSecond < MIN_FULL_TEXT_MB_PER_S
      ? [`full-text ingest ${round1(fullText.megabytesPerSecond)} MB/s < ${MIN_FULL_TEXT_MB_PER_S} MB/s`]
      : [];
  return {
    data: { fullText, hybrid },
    breaches,
    table: {
      columns: ['index', 'MB of text', 'chunks', 'seconds', 'MB/s'],
      rows: rows.map(([label, result]) => [
        label,
        round1(result.megabytes),
        result.chunks,
        round1(result.seconds),
        Math.round(result.megabytesPerSecond * 100) / 100,
      ]),
    },
  };
}
