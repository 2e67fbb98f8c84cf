import type { ScoredChunk } from './scored-chunk';

/** The constant of reciprocal rank fusion (Cormack et al.): dampens the weight of the very first ranks. */
export const RRF_K = 60;

export interface FusedChunk<Name extends string> {
  chunkId: number;
  /** Normalised: 1 for a chunk every list ranks first; each list adds `1 / (RRF_K + rank)`. */
  score: number;
  foundBy: Name[];
}

/**
 * Reciprocal rank fusion of ranked lists, best first. The sum is divided by its greatest possible value
 * (`lists that found anything / (RRF_K + 1)`) so that scores lie in (0, 1] and one threshold fits any number of lists.
 */
export function fuseRankings<Name extends string>(
  lists: readonly { name: Name; chunks: readonly ScoredChunk[] }[],
): FusedChunk<Name>[] {
  const fused = new Map<number, FusedChunk<Name>>();
  for (const list of lists)
    list.chunks.forEach((chunk, index) => {
      const entry = fused.get(chunk.chunkId) ?? { chunkId: chunk.chunkId, score: 0, foundBy: [] };
      entry.score += 1 / (RRF_K + index + 1);
      entry.foundBy.push(list.name);
      fused.set(chunk.chunkId, entry);
    });
  const best = Math.max(1, lists.filter((list) => list.chunks.length > 0).length) / (RRF_K + 1);
  return [...fused.values()]
    .map((entry) => ({ ...entry, score: entry.score / best }))
    .sort((a, b) => b.score - a.score || a.chunkId - b.chunkId);
}
