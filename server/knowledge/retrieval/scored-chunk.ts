/** A chunk a retriever found, with its own score (higher is better) and rank (1 = best). */
export interface ScoredChunk {
  chunkId: number;
  score: number;
}
