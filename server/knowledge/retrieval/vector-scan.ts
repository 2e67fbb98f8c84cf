import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../../storage/db';
import type { ScoredChunk } from './scored-chunk';

/**
 * The exact nearest-vector scan used on PostgreSQL (no vector extension here): vectors read in batches of
 * rows in chunk order, so no read holds a whole space in memory, and scored in slices that give the event
 * loop back, so a big space does not stall every other request while one question is answered.
 */

/** Rows of vectors as typed arrays: one batch read from a space's vectors table. */
export interface VectorSegment {
  chunkIds: Float64Array;
  vectors: Float32Array;
  norms: Float32Array;
  bytes: number;
}

export interface ScanLimits {
  /** Rows read from the database at a time. */
  batchRows: number;
  /** Multiply-adds between two turns of the event loop (about a millisecond's work each). */
  sliceWork: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = { batchRows: 4096, sliceWork: 1 << 21 };

/** A stored vector's bytes as the driver gives them (a Buffer on PostgreSQL, an ArrayBuffer on libsql). */
type VectorBytes = Uint8Array | ArrayBuffer;

/** A stored vector's floats (little-endian 32-bit, as `vectorBlob` writes them). */
function floatsOf(stored: VectorBytes): Float32Array {
  const bytes = stored instanceof Uint8Array ? stored : new Uint8Array(stored);
  const length = Math.floor(bytes.byteLength / 4);
  if (bytes.byteOffset % 4 === 0) return new Float32Array(bytes.buffer, bytes.byteOffset, length);
  // The driver's buffer may start at an offset that is not a multiple of four: only then a copy.
  return new Float32Array(new Uint8Array(bytes).buffer, 0, length);
}

function segmentOf(
  rows: readonly { chunk_id: number | string; embedding: VectorBytes }[],
  dimensions: number,
) {
  const sized = rows.filter((row) => Math.floor(row.embedding.byteLength / 4) === dimensions);
  const chunkIds = new Float64Array(sized.length);
  const vectors = new Float32Array(sized.length * dimensions);
  const norms = new Float32Array(sized.length);
  sized.forEach((row, at) => {
    chunkIds[at] = Number(row.chunk_id);
    const floats = floatsOf(row.embedding);
    vectors.set(floats, at * dimensions);
    let sum = 0;
    for (const value of floats) sum += value * value;
    norms[at] = Math.sqrt(sum);
  });
  return { chunkIds, vectors, norms, bytes: chunkIds.byteLength + vectors.byteLength + norms.byteLength };
}

/** The vectors table's rows, a batch at a time, in chunk order (keyset paging: no batch reads past another). */
export async function* readVectorSegments(
  db: Queryable,
  table: string,
  dimensions: number,
  limits: ScanLimits,
): AsyncGenerator<VectorSegment> {
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = await db.query<{ chunk_id: number | string; embedding: VectorBytes }>(
      `SELECT chunk_id, embedding FROM ${table} WHERE chunk_id > ? ORDER BY chunk_id LIMIT ?`,
      [after, limits.batchRows],
    );
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1].chunk_id);
    yield segmentOf(rows, dimensions);
    if (rows.length < limits.batchRows) return;
  }
}

/** The best `limit` chunks offered so far, best first, ties by chunk id (as a full sort would give them). */
export class BestChunks {
  private readonly best: ScoredChunk[] = [];

  constructor(private readonly limit: number) {}

  private static worse(a: ScoredChunk, b: ScoredChunk): boolean {
    return a.score < b.score || (a.score === b.score && a.chunkId > b.chunkId);
  }

  offer(candidate: ScoredChunk): void {
    const { best, limit } = this;
    if (limit <= 0) return;
    if (best.length === limit && !BestChunks.worse(best[limit - 1], candidate)) return;
    if (best.length === limit) best.pop();
    let at = best.length;
    while (at > 0 && BestChunks.worse(best[at - 1], candidate)) at -= 1;
    best.splice(at, 0, candidate);
  }

  list(): ScoredChunk[] {
    return [...this.best];
  }
}

/**
 * Scores segments' rows by cosine similarity with `query` into `best`, giving the event loop a turn after
 * every `limits.sliceWork` multiply-adds, across segments as within one.
 */
export async function scoreSegments(
  segments: Iterable<VectorSegment> | AsyncIterable<VectorSegment>,
  query: readonly number[],
  best: BestChunks,
  limits: ScanLimits,
): Promise<void> {
  const dimensions = query.length;
  const queryNorm = Math.sqrt(query.reduce((sum, value) => sum + value * value, 0));
  let workSinceTurn = 0;
  for await (const { chunkIds, vectors, norms } of segments) {
    for (let row = 0; row < chunkIds.length; row += 1) {
      if (workSinceTurn >= limits.sliceWork) {
        workSinceTurn = 0;
        await nextTurn();
      }
      let dot = 0;
      const from = row * dimensions;
      for (let index = 0; index < dimensions; index += 1) dot += vectors[from + index] * query[index];
      workSinceTurn += dimensions;
      const denominator = queryNorm * norms[row];
      best.offer({ chunkId: chunkIds[row], score: denominator === 0 ? 0 : dot / denominator });
    }
  }
}
