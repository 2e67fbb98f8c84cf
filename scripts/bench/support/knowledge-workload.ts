/**
 * The knowledge benchmarks' work, in TypeScript so that it calls the server's own modules (loaded with tsx
 * by the .bench.mjs modules): a synthetic bilingual corpus, ingestion through parse + chunk + index, and
 * recall over a space seeded with many chunks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chunkDocument, resolveChunkParameters } from '@/server/knowledge/chunking';
import { parseDocument } from '@/server/knowledge/parse';
import type { SpaceRef } from '@/server/knowledge/pipeline';
import { createChunkIndex } from '@/server/knowledge/retrieval/chunk-index';
import { fullTextWrites } from '@/server/knowledge/retrieval/full-text';
import { createKnowledgeRetriever, type RetrieverName } from '@/server/knowledge/retrieval/retriever';
import { prepareVectors, writeVectors } from '@/server/knowledge/retrieval/vector-store';
import {
  configuredModelSource,
  createModelRegistry,
  type ModelRegistry,
} from '@/server/models/model-registry';
import { readModelsConfig } from '@/server/models/models-config';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';

/** Real-looking vocabularies: about 2,000 English-like words and 2,500 two-character Chinese words. */
const SYLLABLES = 'ba be di fo gu ka le mi no pu ra se ti vo zu an el in or un'.split(' ');
const ENGLISH = SYLLABLES.flatMap((a) =>
  SYLLABLES.flatMap((b) => SYLLABLES.slice(0, 5).map((c) => a + b + c)),
);
const HANZI = [
  ...'数据服务模型向量检索索引文档知识图谱实体关系网络内存磁盘存储嵌入排序分数提示浏览器设置配置错误用户角色密码备份恢复上传文件格式代理端口日志缓存问题回答查询',
];
const CHINESE = HANZI.flatMap((a) => HANZI.map((b) => a + b));

/** A deterministic pseudo-random generator (mulberry32), so every run measures the same corpus. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A paragraph of about `words` words, English or Chinese. */
export function paragraph(next: () => number, words: number, chinese: boolean): string {
  const vocabulary = chinese ? CHINESE : ENGLISH;
  // Squaring skews the choice towards the first words, as word frequencies are skewed in real text.
  const picked = Array.from({ length: words }, () => vocabulary[Math.floor(next() ** 2 * vocabulary.length)]);
  return chinese ? `${picked.join('')}。` : `${picked.join(' ')}.`;
}

/** A markdown text of about `bytes` bytes, half English and half Chinese paragraphs. */
export function corpus(bytes: number, seed = 1): string {
  const next = random(seed);
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const text = index % 20 === 0 ? `## Section ${index}\n` : paragraph(next, 40, index % 2 === 1);
    parts.push(text);
    size += Buffer.byteLength(text) + 2;
  }
  return parts.join('\n\n');
}

async function tempDatabase(): Promise<{ db: Database; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'knowledge-bench-'));
  const db = await openStorage(`file:${path.join(dir, 'bench.db')}`);
  return {
    db,
    async cleanup() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function registryFor(embeddingBaseUrl: string | undefined): ModelRegistry {
  if (!embeddingBaseUrl) return createModelRegistry([]);
  const { config } = readModelsConfig({
    EMBEDDING_MODEL_NAME: 'bench-embedding',
    EMBEDDING_API_BASE: `${embeddingBaseUrl}/v1`,
    EMBEDDING_API_KEY: 'bench',
  });
  return createModelRegistry([configuredModelSource(config)]);
}

async function createSpace(db: Database, name: string): Promise<SpaceRef> {
  const result = await db.execute(
    "INSERT INTO knowledge_spaces (name, vector_type, created_at, updated_at) VALUES (?, 'VectorStore', '', '')",
    [name],
  );
  return { id: Number(result.lastInsertRowid), name, vectorType: 'VectorStore', arguments: {} };
}

export interface IngestResult {
  megabytes: number;
  chunks: number;
  seconds: number;
  megabytesPerSecond: number;
}

/** Reads, cuts, stores and indexes `documents` markdown documents of `bytesEach` bytes; times the lot. */
export async function ingest(options: {
  documents: number;
  bytesEach: number;
  embeddingBaseUrl?: string;
}): Promise<IngestResult> {
  const { db, cleanup } = await tempDatabase();
  try {
    const index = createChunkIndex(db, registryFor(options.embeddingBaseUrl));
    const space = await createSpace(db, 'ingest');
    const texts = Array.from({ length: options.documents }, (_, i) => corpus(options.bytesEach, i + 1));
    let chunks = 0;
    const started = performance.now();
    for (const [number, text] of texts.entries()) {
      const parsed = await parseDocument(Buffer.from(text), `doc-${number}.md`, 'md');
      const drafts = chunkDocument(parsed, resolveChunkParameters(undefined, parsed, {}));
      const rows = await db.batch(
        drafts.map((draft, seq) => ({
          sql: `INSERT INTO knowledge_chunks (space_id, document_id, seq, content, meta_info, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, '', '') RETURNING id`,
          params: [space.id, number + 1, seq, draft.content, JSON.stringify(draft.meta)],
        })),
      );
      const stored = rows.map((row, seq) => ({
        id: Number((row.rows[0] as { id: number }).id),
        documentId: number + 1,
        content: drafts[seq].content,
        questions: [],
      }));
      await index.index(space, stored);
      chunks += stored.length;
    }
    const seconds = (performance.now() - started) / 1000;
    const megabytes = texts.reduce((total, text) => total + Buffer.byteLength(text), 0) / 1024 / 1024;
    return { megabytes, chunks, seconds, megabytesPerSecond: megabytes / seconds };
  } finally {
    await cleanup();
  }
}

export interface RecallSpace {
  query(question: string, retriever: RetrieverName): Promise<number>;
  seedSeconds: number;
  close(): Promise<void>;
}

/**
 * A space of `chunks` chunks of about 60 words. The full-text rows go through the index's own writes; the
 * vectors (when `embed` is given, the same function the fake embedding server uses) are written directly,
 * since pushing 100k chunks through an HTTP embedding server would measure the fake, not the recall.
 */
export async function recallSpace(options: {
  chunks: number;
  embeddingBaseUrl?: string;
  embed?: (text: string) => number[];
}): Promise<RecallSpace> {
  const { db, cleanup } = await tempDatabase();
  const registry = registryFor(options.embeddingBaseUrl);
  const space = await createSpace(db, 'recall');
  const next = random(7);
  const started = performance.now();
  const BATCH = 500;
  for (let start = 0; start < options.chunks; start += BATCH) {
    const contents = Array.from({ length: Math.min(BATCH, options.chunks - start) }, (_, i) =>
      paragraph(next, 60, (start + i) % 2 === 1),
    );
    const rows = await db.batch(
      contents.map((content, i) => ({
        sql: "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 1, ?, ?, '', '') RETURNING id",
        params: [space.id, start + i, content],
      })),
    );
    const chunks = rows.map((row, i) => ({
      id: Number((row.rows[0] as { id: number }).id),
      documentId: 1,
      content: contents[i],
      questions: [],
    }));
    await db.batch(fullTextWrites(chunks));
    if (options.embed) {
      const vectors = chunks.map((chunk) => ({
        chunkId: chunk.id,
        vector: options.embed?.(chunk.content) ?? [],
      }));
      await prepareVectors(db, space.id, { model: 'bench-embedding', dimensions: vectors[0].vector.length });
      await writeVectors(db, space.id, vectors);
    }
  }
  const seedSeconds = (performance.now() - started) / 1000;
  const retriever = createKnowledgeRetriever(db, registry);
  return {
    seedSeconds,
    async query(question, name) {
      const begin = performance.now();
      await retriever.retrieve(space, { question, topK: 5, retrievers: [name] });
      return performance.now() - begin;
    },
    close: cleanup,
  };
}

/** Questions for the recall benchmark: a few words of the corpus vocabulary, in both languages. */
export function questions(count: number): string[] {
  const next = random(99);
  return Array.from({ length: count }, (_, i) => paragraph(next, 6, i % 2 === 1));
}
