import type { Database } from '../../storage/db';
import type { ModelRegistry } from '../../models/model-registry';
import type { ChunkIndex, IndexableChunk, SpaceRef } from '../pipeline';
import { fullTextRemovals, fullTextWrites } from './full-text';
import { extractGraph } from './graph-extraction';
import { graphWrites, removeGraphChunks, removeGraphSpace } from './graph-store';
import { embeddingText, spaceEmbeddingModel } from './space-embedding';
import { dropVectors, prepareVectors, removeVectors, writeVectors } from './vector-store';

/** Chunks embedded per request to the embedding model (and written per transaction). */
export const EMBEDDING_BATCH = 32;

function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The full-text index, the vectors and (KnowledgeGraph spaces) the graph, kept in step with the chunks. */
export function createChunkIndex(db: Database, models: ModelRegistry): ChunkIndex {
  async function indexVectors(space: SpaceRef, chunks: readonly IndexableChunk[]): Promise<void> {
    const embedder = await spaceEmbeddingModel(models, space);
    // No model now (stopped or removed): the old vectors of these chunks would describe their old text.
    if (!embedder)
      return removeVectors(
        db,
        space.id,
        chunks.map((chunk) => chunk.id),
      );
    const vectors = await embedder.embed(
      chunks.map((chunk) => embeddingText(chunk.content, chunk.questions)),
    );
    const dimensions = vectors[0]?.length ?? 0;
    if (dimensions === 0) return;
    // A new model or size drops the space's old vectors first (see prepareVectors).
    await prepareVectors(db, space.id, { model: embedder.name, dimensions });
    await writeVectors(
      db,
      space.id,
      chunks.map((chunk, index) => ({ chunkId: chunk.id, vector: vectors[index] })),
    );
  }

  async function indexBatch(space: SpaceRef, chunks: readonly IndexableChunk[]): Promise<void> {
    await db.batch(fullTextWrites(chunks));
    await indexVectors(space, chunks);
    if (space.vectorType === 'KnowledgeGraph') {
      const chat = await models.getChatModel();
      for (const chunk of chunks) {
        const graph = chat ? await extractGraph(chat, chunk.content) : undefined;
        await db.batch(graphWrites(space.id, chunk.id, graph));
      }
    }
  }

  return {
    async index(space, chunks, onProgress) {
      let done = 0;
      for (const batch of batches(chunks, EMBEDDING_BATCH)) {
        await indexBatch(space, batch);
        done += batch.length;
        onProgress?.(done);
      }
    },
    async remove(space, chunkIds) {
      if (chunkIds.length === 0) return;
      await db.batch(fullTextRemovals(chunkIds));
      await removeVectors(db, space.id, chunkIds);
      await removeGraphChunks(db, chunkIds);
    },
    async removeSpace(space) {
      await db.execute(
        'DELETE FROM knowledge_chunks_fts WHERE rowid IN (SELECT id FROM knowledge_chunks WHERE space_id = ?)',
        [space.id],
      );
      await dropVectors(db, space.id);
      await removeGraphSpace(db, space.id);
    },
  };
}
