import type { Database } from '../../storage/db';
import type { ModelRegistry } from '../../models/model-registry';
import type { ChunkIndex } from '../pipeline';

// STUB: replaced by the retrieval part. Signature is the seam; keep it.

/** The full-text index, the vectors and (KnowledgeGraph spaces) the graph, kept in step with the chunks. */
export function createChunkIndex(db: Database, models: ModelRegistry): ChunkIndex {
  void models;
  return {
    async index(space, chunks, onProgress) {
      void space;
      for (const chunk of chunks) {
        await db.execute('DELETE FROM knowledge_chunks_fts WHERE rowid = ?', [chunk.id]);
        await db.execute('INSERT INTO knowledge_chunks_fts (rowid, terms) VALUES (?, ?)', [
          chunk.id,
          chunk.content,
        ]);
      }
      onProgress?.(chunks.length);
    },
    async remove(space, chunkIds) {
      void space;
      for (const id of chunkIds) await db.execute('DELETE FROM knowledge_chunks_fts WHERE rowid = ?', [id]);
    },
    async removeSpace(space) {
      await db.execute(
        'DELETE FROM knowledge_chunks_fts WHERE rowid IN (SELECT id FROM knowledge_chunks WHERE space_id = ?)',
        [space.id],
      );
    },
  };
}
