import type { KnowledgeChunkRepository } from '../repositories/knowledge-chunks';
import type { ChunkIndex, SpaceRef } from './pipeline';

export interface ChunkChanges {
  content?: string;
  questions?: readonly string[];
}

/** Edits a chunk and has the index follow; edits of one chunk run one after another. */
export type ChunkEditor = (space: SpaceRef, chunkId: number, changes: ChunkChanges) => Promise<void>;

export function createChunkEditor(chunks: KnowledgeChunkRepository, chunkIndex: ChunkIndex): ChunkEditor {
  // Two edits of the same chunk at once would otherwise interleave their index updates.
  const inFlight = new Map<number, Promise<void>>();
  return async (space, chunkId, changes) => {
    const previous = inFlight.get(chunkId) ?? Promise.resolve();
    const edit = previous.then(async () => {
      const chunk = await chunks.get(chunkId);
      if (!chunk) return;
      await chunks.update(chunkId, changes);
      const edited = (await chunks.listForIndex(chunk.document_id)).find((one) => one.id === chunkId);
      if (edited) await chunkIndex.index(space, [edited]);
    });
    const settled = edit.catch(() => undefined);
    inFlight.set(chunkId, settled);
    try {
      await edit;
    } finally {
      if (inFlight.get(chunkId) === settled) inFlight.delete(chunkId);
    }
  };
}
