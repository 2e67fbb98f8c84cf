import type { Queryable } from '../../storage/db';
import type { ScoredChunk } from './scored-chunk';

/**
 * A space's vectors held in this instance's memory, for the exact scan on PostgreSQL (no vector extension):
 * reading every vector from the database for each question cost far more than comparing them. The space's
 * `vectors_version`, bumped in the same transaction as every change of its vectors, tells a stale copy
 * (whichever instance made the change); it is read before the vectors, so a copy is never newer than its label.
 */
interface CachedSpace {
  version: number;
  dimensions: number;
  chunkIds: Float64Array;
  vectors: Float32Array;
  norms: Float32Array;
  bytes: number;
  usedAt: number;
}

/** Memory the cached vectors of one instance may take; the least recently used spaces go first. */
const CACHE_BYTES = 512 * 1024 * 1024;

const cachesByDatabase = new WeakMap<Queryable, Map<number, CachedSpace>>();
const loading = new WeakMap<Queryable, Map<string, Promise<CachedSpace>>>();

/** A stored vector's floats (little-endian 32-bit, as `vectorBlob` writes them). */
function floatsOf(bytes: Uint8Array): Float32Array {
  const length = Math.floor(bytes.byteLength / 4);
  if (bytes.byteOffset % 4 === 0) return new Float32Array(bytes.buffer, bytes.byteOffset, length);
  // The driver's buffer may start at an offset that is not a multiple of four: only then a copy.
  return new Float32Array(new Uint8Array(bytes).buffer, 0, length);
}

function norm(values: Float32Array, from: number, length: number): number {
  let sum = 0;
  for (let index = from; index < from + length; index += 1) sum += values[index] * values[index];
  return Math.sqrt(sum);
}

async function load(db: Queryable, table: string, version: number, dimensions: number): Promise<CachedSpace> {
  const rows = await db.query<{ chunk_id: number | string; embedding: Uint8Array }>(
    `SELECT chunk_id, embedding FROM ${table}`,
  );
  const sized = rows.filter((row) => Math.floor(row.embedding.byteLength / 4) === dimensions);
  const chunkIds = new Float64Array(sized.length);
  const vectors = new Float32Array(sized.length * dimensions);
  const norms = new Float32Array(sized.length);
  sized.forEach((row, at) => {
    chunkIds[at] = Number(row.chunk_id);
    vectors.set(floatsOf(row.embedding), at * dimensions);
    norms[at] = norm(vectors, at * dimensions, dimensions);
  });
  const bytes = chunkIds.byteLength + vectors.byteLength + norms.byteLength;
  return { version, dimensions, chunkIds, vectors, norms, bytes, usedAt: Date.now() };
}

function keep(db: Queryable, spaceId: number, space: CachedSpace): void {
  if (space.bytes > CACHE_BYTES) return;
  const spaces = cachesByDatabase.get(db) ?? new Map<number, CachedSpace>();
  cachesByDatabase.set(db, spaces);
  spaces.set(spaceId, space);
  let total = [...spaces.values()].reduce((sum, cached) => sum + cached.bytes, 0);
  const oldestFirst = [...spaces.entries()].sort((a, b) => a[1].usedAt - b[1].usedAt);
  for (const [id, cached] of oldestFirst) {
    if (total <= CACHE_BYTES) break;
    spaces.delete(id);
    total -= cached.bytes;
  }
}

/** The space's vectors as of `version`: the copy in memory, or read again (once, however many ask). */
async function current(
  db: Queryable,
  spaceId: number,
  table: string,
  version: number,
  dimensions: number,
): Promise<CachedSpace> {
  const cached = cachesByDatabase.get(db)?.get(spaceId);
  if (cached && cached.version === version && cached.dimensions === dimensions) {
    cached.usedAt = Date.now();
    return cached;
  }
  const pending = loading.get(db) ?? new Map<string, Promise<CachedSpace>>();
  loading.set(db, pending);
  const key = `${spaceId}:${version}:${dimensions}`;
  const known = pending.get(key);
  if (known) return known;
  const next = load(db, table, version, dimensions)
    .then((space) => {
      keep(db, spaceId, space);
      return space;
    })
    .finally(() => pending.delete(key));
  pending.set(key, next);
  return next;
}

/** The `limit` best of the space by cosine similarity, best first, ties by chunk id (as the full sort). */
function nearest(space: CachedSpace, query: readonly number[], limit: number): ScoredChunk[] {
  const { dimensions, vectors, norms, chunkIds } = space;
  const queryNorm = Math.sqrt(query.reduce((sum, value) => sum + value * value, 0));
  const best: ScoredChunk[] = [];
  const worse = (a: ScoredChunk, b: ScoredChunk) =>
    a.score < b.score || (a.score === b.score && a.chunkId > b.chunkId);
  for (let row = 0; row < chunkIds.length; row += 1) {
    let dot = 0;
    const from = row * dimensions;
    for (let index = 0; index < dimensions; index += 1) dot += vectors[from + index] * query[index];
    const denominator = queryNorm * norms[row];
    const candidate = { chunkId: chunkIds[row], score: denominator === 0 ? 0 : dot / denominator };
    if (best.length === limit && !worse(best[limit - 1], candidate)) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    if (best.length === limit) best.pop();
    while (at > 0 && worse(best[at - 1], candidate)) at -= 1;
    best.splice(at, 0, candidate);
  }
  return best;
}

/** The chunks nearest `query` in the space's vectors table (`table`), from this instance's copy. */
export async function nearestInCachedSpace(
  db: Queryable,
  spaceId: number,
  table: string,
  query: readonly number[],
  limit: number,
): Promise<ScoredChunk[]> {
  const [row] = await db.query<{ vectors_version: number | string; embedding_dimensions: number | null }>(
    'SELECT vectors_version, embedding_dimensions FROM knowledge_spaces WHERE id = ?',
    [spaceId],
  );
  const dimensions = Number(row?.embedding_dimensions ?? 0);
  if (!row || dimensions !== query.length || limit <= 0) return [];
  const space = await current(db, spaceId, table, Number(row.vectors_version), dimensions);
  return nearest(space, query, Math.trunc(limit));
}
