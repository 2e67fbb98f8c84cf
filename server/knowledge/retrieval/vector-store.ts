import type { Database, Queryable, SqlDialect } from '../../storage/db';
import type { ScoredChunk } from './scored-chunk';
import { nearestInCachedSpace, type VectorCacheLimits } from './vector-cache';

/**
 * One vectors table per space (`F32_BLOB(<dims>)` with a libsql vector index), since the column's size is
 * fixed and each space may use another embedding model. The space row records which model and size the
 * table holds, so that a change of model is noticed and the table rebuilt. On PostgreSQL without an
 * extension the vectors are the same bytes in a `BYTEA` column, compared by an exact scan of a copy each
 * instance keeps in memory (vector-cache.ts), told stale by the space's `vectors_version`.
 */
function tableName(spaceId: number): string {
  return `knowledge_vectors_${Math.trunc(spaceId)}`;
}

function indexName(spaceId: number): string {
  return `${tableName(spaceId)}_idx`;
}

/** A vector as libsql stores `F32_BLOB`: little-endian 32-bit floats. */
export function vectorBlob(vector: readonly number[]): Uint8Array {
  return new Uint8Array(new Float32Array(vector).buffer);
}

/** On PostgreSQL, a change of the space's vectors bumps its version in the same transaction (vector-cache.ts). */
function bumpVersion(dialect: SqlDialect, spaceId: number) {
  return dialect === 'postgres'
    ? [
        {
          sql: 'UPDATE knowledge_spaces SET vectors_version = vectors_version + 1 WHERE id = ?',
          params: [spaceId],
        },
      ]
    : [];
}

export interface StoredVectors {
  model: string;
  dimensions: number;
}

/** Which model and size the space's vectors were made with, if it has any. */
export async function storedVectors(db: Queryable, spaceId: number): Promise<StoredVectors | undefined> {
  const [row] = await db.query<{ embedding_model: string | null; embedding_dimensions: number | null }>(
    'SELECT embedding_model, embedding_dimensions FROM knowledge_spaces WHERE id = ?',
    [spaceId],
  );
  if (!row?.embedding_model || !row.embedding_dimensions) return undefined;
  return { model: row.embedding_model, dimensions: row.embedding_dimensions };
}

/** Drops the space's vectors and forgets their model. */
export async function dropVectors(db: Database, spaceId: number): Promise<void> {
  await db.batch([
    { sql: `DROP INDEX IF EXISTS ${indexName(spaceId)}` },
    { sql: `DROP TABLE IF EXISTS ${tableName(spaceId)}` },
    {
      sql: 'UPDATE knowledge_spaces SET embedding_model = NULL, embedding_dimensions = NULL WHERE id = ?',
      params: [spaceId],
    },
    ...bumpVersion(db.dialect, spaceId),
  ]);
}

/**
 * Makes sure the space's vectors table holds vectors of this model and size: a new model or size drops
 * the old vectors (they cannot be compared with the new ones) and starts an empty table.
 */
export async function prepareVectors(db: Database, spaceId: number, wanted: StoredVectors): Promise<void> {
  const current = await storedVectors(db, spaceId);
  if (current?.model === wanted.model && current.dimensions === wanted.dimensions) return;
  await dropVectors(db, spaceId);
  const dimensions = Math.trunc(wanted.dimensions);
  const table =
    db.dialect === 'postgres'
      ? [
          {
            sql: `CREATE TABLE ${tableName(spaceId)} (chunk_id BIGINT PRIMARY KEY, embedding BYTEA NOT NULL)`,
          },
        ]
      : [
          {
            sql: `CREATE TABLE ${tableName(spaceId)} (chunk_id INTEGER PRIMARY KEY, embedding F32_BLOB(${dimensions}) NOT NULL)`,
          },
          {
            sql: `CREATE INDEX ${indexName(spaceId)} ON ${tableName(spaceId)} (libsql_vector_idx(embedding))`,
          },
        ];
  await db.batch([
    ...table,
    {
      sql: 'UPDATE knowledge_spaces SET embedding_model = ?, embedding_dimensions = ? WHERE id = ?',
      params: [wanted.model, dimensions, spaceId],
    },
    ...bumpVersion(db.dialect, spaceId),
  ]);
}

/** Stores (or replaces) the chunks' vectors; the table must be prepared for their size. */
export async function writeVectors(
  db: Database,
  spaceId: number,
  entries: readonly { chunkId: number; vector: readonly number[] }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.batch([
    ...entries.map(({ chunkId, vector }) => ({
      sql: `INSERT INTO ${tableName(spaceId)} (chunk_id, embedding) VALUES (?, ?)
            ON CONFLICT (chunk_id) DO UPDATE SET embedding = excluded.embedding`,
      params: [chunkId, vectorBlob(vector)],
    })),
    ...bumpVersion(db.dialect, spaceId),
  ]);
}

export async function removeVectors(
  db: Database,
  spaceId: number,
  chunkIds: readonly number[],
): Promise<void> {
  if (!(await storedVectors(db, spaceId)) || chunkIds.length === 0) return;
  await db.batch([
    ...chunkIds.map((chunkId) => ({
      sql: `DELETE FROM ${tableName(spaceId)} WHERE chunk_id = ?`,
      params: [chunkId],
    })),
    ...bumpVersion(db.dialect, spaceId),
  ]);
}

/**
 * The chunks nearest the question's vector, best first, scored by cosine similarity (1 = same direction).
 * Uses the vector index (approximate, fast); falls back to an exact scan should the index be unusable.
 */
export async function searchVectors(
  db: Database,
  spaceId: number,
  vector: readonly number[],
  limit: number,
  limits?: VectorCacheLimits,
): Promise<ScoredChunk[]> {
  if (db.dialect === 'postgres') {
    return nearestInCachedSpace(db, spaceId, tableName(spaceId), vector, limit, limits);
  }
  const blob = vectorBlob(vector);
  const table = tableName(spaceId);
  let rows: { id: number; distance: number }[];
  try {
    rows = await db.query(
      `SELECT v.chunk_id AS id, vector_distance_cos(v.embedding, ?) AS distance
         FROM vector_top_k('${indexName(spaceId)}', ?, ?) AS top
         JOIN ${table} v ON v.rowid = top.id
        ORDER BY distance`,
      [blob, blob, limit],
    );
  } catch {
    rows = await db.query(
      `SELECT chunk_id AS id, vector_distance_cos(embedding, ?) AS distance FROM ${table} ORDER BY distance LIMIT ?`,
      [blob, limit],
    );
  }
  return rows.map((row) => ({ chunkId: row.id, score: 1 - row.distance }));
}
