import type { Queryable } from '../../storage/db';
import type { ScoredChunk } from './scored-chunk';
import {
  BestChunks,
  DEFAULT_SCAN_LIMITS,
  readVectorSegments,
  scoreSegments,
  type ScanLimits,
  type VectorSegment,
} from './vector-scan';

/**
 * A space's vectors held in this instance's memory, for the exact scan on PostgreSQL (no vector extension):
 * reading every vector from the database for each question cost far more than comparing them. The space's
 * `vectors_version`, bumped in the same transaction as every change of its vectors, tells a stale copy
 * (whichever instance made the change); it is read before the vectors, so a copy is never newer than its label.
 * A space too big for the memory allowed is not kept: each question reads it a batch at a time instead.
 */
interface CachedSpace {
  version: number;
  dimensions: number;
  segments: VectorSegment[];
  bytes: number;
  usedAt: number;
}

export interface VectorCacheLimits extends ScanLimits {
  /** Memory the cached vectors of one instance may take; the least recently used spaces go first. */
  cacheBytes: number;
}

/** `KNOWLEDGE_VECTOR_CACHE_MB` (config.ts) sets the memory; these are the defaults. */
export const DEFAULT_VECTOR_CACHE_LIMITS: VectorCacheLimits = {
  ...DEFAULT_SCAN_LIMITS,
  cacheBytes: 512 * 1024 * 1024,
};

/** Bytes a space's vectors take in memory: the floats, their norm and the chunk id of each row. */
const bytesPerRow = (dimensions: number) => dimensions * 4 + 4 + 8;

const cachesByDatabase = new WeakMap<Queryable, Map<number, CachedSpace>>();
const loading = new WeakMap<Queryable, Map<string, Promise<CachedSpace>>>();

async function countRows(db: Queryable, table: string): Promise<number> {
  const [counted] = await db.query<{ row_count: number | string }>(
    `SELECT count(*) AS row_count FROM ${table}`,
  );
  return Number(counted?.row_count ?? 0);
}

async function load(
  db: Queryable,
  table: string,
  version: number,
  dimensions: number,
  limits: ScanLimits,
): Promise<CachedSpace> {
  const segments: VectorSegment[] = [];
  for await (const segment of readVectorSegments(db, table, dimensions, limits)) segments.push(segment);
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  return { version, dimensions, segments, bytes, usedAt: Date.now() };
}

function keep(db: Queryable, spaceId: number, space: CachedSpace, cacheBytes: number): void {
  if (space.bytes > cacheBytes) return;
  const spaces = cachesByDatabase.get(db) ?? new Map<number, CachedSpace>();
  cachesByDatabase.set(db, spaces);
  spaces.set(spaceId, space);
  let total = [...spaces.values()].reduce((sum, cached) => sum + cached.bytes, 0);
  const oldestFirst = [...spaces.entries()].sort((a, b) => a[1].usedAt - b[1].usedAt);
  for (const [id, cached] of oldestFirst) {
    if (total <= cacheBytes) break;
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
  limits: VectorCacheLimits,
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
  const next = load(db, table, version, dimensions, limits)
    .then((space) => {
      keep(db, spaceId, space, limits.cacheBytes);
      return space;
    })
    .finally(() => pending.delete(key));
  pending.set(key, next);
  return next;
}

/**
 * The chunks nearest `query` in the space's vectors table (`table`), best first, ties by chunk id: from this
 * instance's copy, or, for a space bigger than the memory allowed, read a batch at a time.
 */
export async function nearestInCachedSpace(
  db: Queryable,
  spaceId: number,
  table: string,
  query: readonly number[],
  limit: number,
  limits: VectorCacheLimits = DEFAULT_VECTOR_CACHE_LIMITS,
): Promise<ScoredChunk[]> {
  const [row] = await db.query<{ vectors_version: number | string; embedding_dimensions: number | null }>(
    'SELECT vectors_version, embedding_dimensions FROM knowledge_spaces WHERE id = ?',
    [spaceId],
  );
  const dimensions = Number(row?.embedding_dimensions ?? 0);
  if (!row || dimensions !== query.length || limit <= 0) return [];
  const best = new BestChunks(Math.trunc(limit));
  const version = Number(row.vectors_version);
  const kept = cachesByDatabase.get(db)?.get(spaceId);
  const fresh = kept?.version === version && kept.dimensions === dimensions;
  if (!fresh && (await countRows(db, table)) * bytesPerRow(dimensions) > limits.cacheBytes) {
    await scoreSegments(readVectorSegments(db, table, dimensions, limits), query, best, limits);
    return best.list();
  }
  const space = await current(db, spaceId, table, version, dimensions, limits);
  await scoreSegments(space.segments, query, best, limits);
  return best.list();
}
