import type { ScoredChunk } from './scored-chunk';

/** A stored vector: little-endian 32-bit floats, as `vectorBlob` writes them. */
export interface StoredVector {
  chunkId: number;
  bytes: Uint8Array;
}

function floatsOf(bytes: Uint8Array): Float32Array {
  const length = Math.floor(bytes.byteLength / 4);
  if (bytes.byteOffset % 4 === 0) return new Float32Array(bytes.buffer, bytes.byteOffset, length);
  // The driver's buffer may start at an offset that is not a multiple of four: only then a copy.
  return new Float32Array(new Uint8Array(bytes).buffer, 0, length);
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
