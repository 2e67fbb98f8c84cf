/**
 * Knowledge recall over a very large space on either database (loaded with tsx by
 * storage-knowledge-recall.bench.mjs): chunks, their full-text rows and their vectors written straight into
 * the tables, many rows to a statement, then the server's own retriever asked in this process.
 */
import { indexTerms } from '@/server/i18n/segment-words';
import { createKnowledgeRetriever, type RetrieverName } from '@/server/knowledge/retrieval/retriever';
import { prepareVectors, vectorBlob } from '@/server/knowledge/retrieval/vector-store';
import type { Database, SqlValue } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { wordsEmbeddingOf } from '@/tests/support/fake-knowledge-replies';
import { paragraph, random, registryFor } from './knowledge-workload';
import { insertRows } from './storage-seed';

export interface RecallSeeding {
  /** Generating the texts, their words and their vectors, in this process. */
  generateSeconds: number;
  /** Writing them: the database's share of the seeding. */
  writeSeconds: number;
}

export interface LargeRecallSpace {
  seeding: RecallSeeding;
  /** Milliseconds one question took with the retriever given. */
  query(question: string, retriever: RetrieverName): Promise<number>;
  close(): Promise<void>;
}

/** Chunks written at a time. */
const BATCH = 10_000;
/**
 * Distinct texts generated (words cut, vectors made): a million would take this process longer than the
 * database takes to write them. Chunk i is text i modulo this, with a word of its own added (`n<i>`),
 * so that every chunk differs and the index holds as many rare words as a real corpus.
 */
const DISTINCT_TEXTS = 20_000;

interface GeneratedText {
  content: string;
  terms: string;
  vector: Uint8Array;
}

const generated = new Map<number, GeneratedText[]>();

/** The distinct texts with vectors of `dimensions` floats, made once per process. */
function distinctTexts(dimensions: number): { texts: GeneratedText[]; seconds: number } {
  const known = generated.get(dimensions);
  if (known) return { texts: known, seconds: 0 };
  const begin = performance.now();
  const next = random(7);
  const texts = Array.from({ length: DISTINCT_TEXTS }, (_, i) => {
    const content = paragraph(next, 60, i % 2 === 1);
    return {
      content,
      terms: indexTerms(content),
      vector: vectorBlob(wordsEmbeddingOf(content, dimensions)),
    };
  });
  generated.set(dimensions, texts);
  return { texts, seconds: (performance.now() - begin) / 1000 };
}

async function createSpace(db: Database): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at)
     VALUES ('recall', 'VectorStore', '', '') RETURNING id`,
  );
  return Number(row.id);
}

/**
 * A space of `chunks` chunks of about 60 words (English and Chinese in turn) with vectors of `dimensions`
 * floats, in the database at `databaseUrl`; `onProgress` is told the chunks written so far.
 */
export async function largeRecallSpace(options: {
  databaseUrl: string;
  embeddingBaseUrl: string;
  chunks: number;
  dimensions: number;
  onProgress?: (written: number) => void;
}): Promise<LargeRecallSpace> {
  const db = await openStorage(options.databaseUrl);
  const spaceId = await createSpace(db);
  await prepareVectors(db, spaceId, { model: 'bench-embedding', dimensions: options.dimensions });
  const { texts, seconds } = distinctTexts(options.dimensions);
  const seeding: RecallSeeding = { generateSeconds: seconds, writeSeconds: 0 };
  const text = (index: number) => texts[index % texts.length];
  for (let start = 0; start < options.chunks; start += BATCH) {
    const begin = performance.now();
    const count = Math.min(BATCH, options.chunks - start);
    // Ids given here: a fresh space in a fresh database, so each chunk's id is its place plus one.
    const id = (i: number) => start + i + 1;
    const chunkRow = (i: number): SqlValue[] => {
      const content = `${text(start + i).content} n${start + i}`;
      return [id(i), spaceId, 1, start + i, content, '', ''];
    };
    await insertRows(
      db,
      'knowledge_chunks',
      ['id', 'space_id', 'document_id', 'seq', 'content', 'created_at', 'updated_at'],
      count,
      chunkRow,
    );
    await insertRows(db, 'knowledge_chunks_fts', ['rowid', 'terms'], count, (i) => [
      id(i),
      `${text(start + i).terms} n${start + i}`,
    ]);
    await insertRows(db, `knowledge_vectors_${spaceId}`, ['chunk_id', 'embedding'], count, (i) => [
      id(i),
      text(start + i).vector,
    ]);
    seeding.writeSeconds += (performance.now() - begin) / 1000;
    options.onProgress?.(start + count);
  }
  const begin = performance.now();
  if (db.dialect === 'postgres') await db.execute('ANALYZE');
  seeding.writeSeconds += (performance.now() - begin) / 1000;
  const retriever = createKnowledgeRetriever(db, registryFor(options.embeddingBaseUrl));
  const space = { id: spaceId, name: 'recall', vectorType: 'VectorStore', arguments: {} };
  return {
    seeding,
    async query(question, name) {
      const started = performance.now();
      await retriever.retrieve(space, { question, topK: 5, retrievers: [name] });
      return performance.now() - started;
    },
    close: () => db.close(),
  };
}
