import type { Space } from '@/contract/knowledge';

/**
 * Whether the server can draw the space as a graph. A knowledge-graph space always; any other space only on
 * our server, which draws its keywords (it marks its spaces with `visibility`, a field DB-GPT does not send).
 * DB-GPT asks the space's own store for a graph, and a vector or full-text store has none.
 */
export function spaceHasGraph(space: Pick<Space, 'vector_type' | 'visibility'>): boolean {
  return space.vector_type === 'KnowledgeGraph' || space.visibility !== undefined;
}

/**
 * DB-GPT's answer for the graph of a space whose store draws none:
 * "get graph vis error 'ChromaStore' object has no attribute 'query_graph'".
 */
export function isNoGraphFailure(message: string | null | undefined): boolean {
  return typeof message === 'string' && /has no attribute '?query_graph/.test(message);
}
