import type { ReferenceDocument } from '@/contract/knowledge';
import { referencesOf } from '../../knowledge/knowledge-references';
import type { FlowChunk } from './flow-values';

/** The chunks a run gave its models, as the references chat_knowledge ends its answer with. */
export function referencesOfChunks(chunks: readonly FlowChunk[]): ReferenceDocument[] {
  const spaces = [...new Set(chunks.map((chunk) => chunk.space_name))];
  return spaces.flatMap((space) =>
    referencesOf(
      space,
      chunks
        .filter((chunk) => chunk.space_name === space)
        .map((chunk) => ({
          chunkId: chunk.chunk_id,
          documentId: chunk.document_id,
          documentName: chunk.document_name,
          content: chunk.content,
          meta: chunk.metadata,
          score: chunk.score,
          foundBy: [],
        })),
    ),
  );
}
