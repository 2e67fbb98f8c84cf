import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createChunkIndex } from '@/server/knowledge/retrieval/chunk-index';
import { createKnowledgeRetriever } from '@/server/knowledge/retrieval/retriever';
import type { SpaceRef } from '@/server/knowledge/pipeline';
import { configuredModelSource, createModelRegistry } from '@/server/models/model-registry';
import { readModelsConfig } from '@/server/models/models-config';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { makeTempDir } from './harness';

/** An embedding model served by `fake` under `name`. */
function embeddingSource(name: string, fake: FakeOpenAI) {
  const { config } = readModelsConfig({
    EMBEDDING_MODEL_NAME: name,
    EMBEDDING_API_BASE: `${fake.url}/v1`,
    EMBEDDING_API_KEY: 'k',
  });
  return configuredModelSource(config);
}

let dir: string;
let db: Database;
let small: FakeOpenAI;
let large: FakeOpenAI;
beforeAll(async () => {
  dir = await makeTempDir('knowledge-index-');
  db = await openStorage(`file:${path.join(dir, 'test.db')}`);
  small = await startFakeOpenAI({ embeddings: 'words', embeddingDimensions: 64 });
  large = await startFakeOpenAI({ embeddings: 'words', embeddingDimensions: 128 });
});
afterAll(async () => {
  await db.close();
  await Promise.all([small.close(), large.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function space(name: string, args: SpaceRef['arguments'] = {}): Promise<SpaceRef> {
  const result = await db.execute(
    "INSERT INTO knowledge_spaces (name, vector_type, context, created_at, updated_at) VALUES (?, 'VectorStore', ?, '', '')",
    [name, JSON.stringify(args)],
  );
  return { id: Number(result.lastInsertRowid), name, vectorType: 'VectorStore', arguments: args };
}

async function chunk(spaceRef: SpaceRef, content: string) {
  const result = await db.execute(
    "INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at) VALUES (?, 1, 0, ?, '', '')",
    [spaceRef.id, content],
  );
  return { id: Number(result.lastInsertRowid), documentId: 1, content, questions: [] };
}

const stored = async (spaceId: number) =>
  (
    await db.query<{ embedding_model: string | null; embedding_dimensions: number | null }>(
      'SELECT embedding_model, embedding_dimensions FROM knowledge_spaces WHERE id = ?',
      [spaceId],
    )
  )[0];

describe('the chunk index', () => {
  it("rebuilds a space's vectors when its embedding model changes, and searches the new ones", async () => {
    const registry = createModelRegistry([embeddingSource('small', small), embeddingSource('large', large)]);
    const index = createChunkIndex(db, registry);
    const retriever = createKnowledgeRetriever(db, registry);
    const before = await space('models', { embedding: { model: 'small' } });
    const chunks = [
      await chunk(before, 'Apples grow on trees.'),
      await chunk(before, 'Fish swim in rivers.'),
    ];
    const progress: number[] = [];
    await index.index(before, chunks, (done) => progress.push(done));
    expect(progress).toEqual([2]);
    expect(await stored(before.id)).toEqual({ embedding_model: 'small', embedding_dimensions: 64 });

    const after: SpaceRef = { ...before, arguments: { embedding: { model: 'large' } } };
    // Until re-indexed, vectors of another model are not compared with the new model's question vectors.
    const stale = await retriever.retrieve(after, {
      question: 'fish',
      topK: 2,
      retrievers: ['embedding_retriever'],
    });
    expect(stale).toEqual([]);
    await index.index(after, chunks);
    expect(await stored(before.id)).toEqual({ embedding_model: 'large', embedding_dimensions: 128 });
    const found = await retriever.retrieve(after, {
      question: 'fish rivers',
      topK: 1,
      retrievers: ['embedding_retriever'],
    });
    expect(found.map((item) => item.content)).toEqual(['Fish swim in rivers.']);

    await index.removeSpace(after);
    expect(await stored(before.id)).toEqual({ embedding_model: null, embedding_dimensions: null });
    const tables = await db.query("SELECT name FROM sqlite_master WHERE name LIKE 'knowledge_vectors_%'");
    expect(tables).toEqual([]);
  });

  it('works with no model at all: full text only, KnowledgeGraph spaces without a graph', async () => {
    const registry = createModelRegistry([]);
    const index = createChunkIndex(db, registry);
    const retriever = createKnowledgeRetriever(db, registry);
    const graphSpace = { ...(await space('no-model')), vectorType: 'KnowledgeGraph' };
    const item = await chunk(graphSpace, 'Running shoes help runners run.');
    await index.index(graphSpace, [item]);
    expect(await retriever.available(graphSpace)).toEqual(['bm25_retriever']);
    const found = await retriever.retrieve(graphSpace, { question: 'a runner runs', topK: 3 });
    expect(found.map((hit) => [hit.content, hit.foundBy])).toEqual([
      ['Running shoes help runners run.', ['bm25_retriever']],
    ]);
    expect(await stored(graphSpace.id)).toEqual({ embedding_model: null, embedding_dimensions: null });
  });

  it('fails the indexing when the embedding provider fails, so the sync reports it', async () => {
    const broken = await startFakeOpenAI({ apiKey: 'other' });
    try {
      const index = createChunkIndex(db, createModelRegistry([embeddingSource('broken', broken)]));
      const target = await space('broken');
      await expect(index.index(target, [await chunk(target, 'text')])).rejects.toThrow(/API key/);
    } finally {
      await broken.close();
    }
  });
});
