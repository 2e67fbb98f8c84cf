import type { ScoredChunk } from './scored-chunk';

/** A stored vector: little-endian 32-bit floats, as `vectorBlob` writes them. */
export interface StoredVector {
  chunkId: number;
  bytes: Uint8Array;
}

function floatsOf(bytes: Uint8Array): Float32Array {
  // A copy: the driver's buffer may start at an offset that is not a multiple of four.
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

function norm(values: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index] * values[index];
  return Math.sqrt(sum);
}

/**
 * The `limit` stored vectors nearest `query` by cosine similarity, best first (1 = same direction), as
 * libsql's `vector_distance_cos` ranks them. Vectors of another size are left out.
 */
export function nearestByCosine(
  query: readonly number[],
  stored: readonly StoredVector[],
  limit: number,
): ScoredChunk[] {
  const queryNorm = norm(query);
  const scored: ScoredChunk[] = [];
  for (const { chunkId, bytes } of stored) {
    const values = floatsOf(bytes);
    if (values.length !== query.length) continue;
    let dot = 0;
    for (let index = 0; index < values.length; index += 1) dot += values[index] * query[index];
    const denominator = queryNorm * norm(values);
    scored.push({ chunkId, score: denominator === 0 ? 0 : dot / denominator });
  }
  return scored.sort((a, b) => b.score - a.score || a.chunkId - b.chunkId).slice(0, Math.max(0, limit));
}
