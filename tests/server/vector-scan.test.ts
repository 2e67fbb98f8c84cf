import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createKnowledgeSpaceRepository } from '@/server/repositories/knowledge-spaces';
import {
  DEFAULT_VECTOR_CACHE_LIMITS,
  nearestInCachedSpace,
  type VectorCacheLimits,
} from '@/server/knowledge/retrieval/vector-cache';
import { BestChunks, scoreSegments, type VectorSegment } from '@/server/knowledge/retrieval/vector-scan';
import { prepareVectors, vectorBlob, writeVectors } from '@/server/knowledge/retrieval/vector-store';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/**
 * The exact vector scan PostgreSQL's recall uses (no vector extension here), called on the suite's database:
 * read in batches and scored in slices, it ranks exactly as a full sort would, whether the space is kept in
 * memory or, being bigger than the memory allowed, read again for each question.
 */
const DIMENSIONS = 5;
const CHUNKS = 120;

/** A fixed pseudo-random vector per chunk; every tenth repeats the one before it, to make ties. */
function vectorOf(chunkId: number): number[] {
  const base = chunkId % 10 === 0 ? chunkId - 1 : chunkId;
  return Array.from({ length: DIMENSIONS }, (_, index) => Math.sin(base * 12.9898 + index * 78.233));
}

function bruteForce(query: number[], limit: number) {
  const norm = (values: number[]) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0));
  const scored = Array.from({ length: CHUNKS }, (_, at) => {
    const chunkId = at + 1;
    const vector = new Float32Array(vectorOf(chunkId));
    const dot = query.reduce((sum, value, index) => sum + value * vector[index], 0);
    return { chunkId, score: dot / (norm(query) * norm([...vector])) };
  });
  return scored.sort((a, b) => b.score - a.score || a.chunkId - b.chunkId).slice(0, limit);
}

let dataDir: string;
let db: Database;
let spaceId: number;
const table = () => `knowledge_vectors_${spaceId}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vector-scan-'));
  await prepareTestDatabase(dataDir);
  db = await openStorage(testDatabaseUrl(dataDir));
  spaceId = await createKnowledgeSpaceRepository(db).create({
    name: 'scanned',
    vectorType: 'VectorStore',
    domainType: 'Normal',
    description: '',
    owner: 'tester',
    indexMethods: null,
    visibility: 'private',
  });
  await prepareVectors(db, spaceId, { model: 'fixed', dimensions: DIMENSIONS });
  const entries = Array.from({ length: CHUNKS }, (_, at) => ({ chunkId: at + 1, vector: vectorOf(at + 1) }));
  await writeVectors(db, spaceId, entries);
});

afterAll(async () => {
  await db.close();
  await dropTestDatabase(dataDir);
  await rm(dataDir, { recursive: true, force: true });
});

const limitsFor = (cacheBytes: number): VectorCacheLimits => ({
  ...DEFAULT_VECTOR_CACHE_LIMITS,
  batchRows: 7,
  sliceWork: 40,
  cacheBytes,
});

const closeTo = (
  found: { chunkId: number; score: number }[],
  expected: { chunkId: number; score: number }[],
) => {
  expect(found.map((chunk) => chunk.chunkId)).toEqual(expected.map((chunk) => chunk.chunkId));
  found.forEach((chunk, at) => expect(chunk.score).toBeCloseTo(expected[at].score, 5));
};

describe('the exact vector scan', () => {
  it('ranks as a full sort does, ties by chunk id, read in batches smaller than the space', async () => {
    const query = vectorOf(9);
    const found = await nearestInCachedSpace(db, spaceId, table(), query, 12, limitsFor(1 << 30));
    closeTo(found, bruteForce(query, 12));
    // Chunk 10 repeats chunk 9: an exact tie, the smaller id first.
    expect(found.slice(0, 2).map((chunk) => chunk.chunkId)).toEqual([9, 10]);
  });

  it('reads a space bigger than the memory allowed afresh for each question instead of keeping it', async () => {
    const small = limitsFor(64);
    // A change of the space's vectors (as every writer bumps it): the copy the first test kept is stale.
    await db.execute('UPDATE knowledge_spaces SET vectors_version = vectors_version + 1 WHERE id = ?', [
      spaceId,
    ]);
    const query = [1, 0.5, -0.25, 0, 2];
    closeTo(await nearestInCachedSpace(db, spaceId, table(), query, 5, small), bruteForce(query, 5));

    // A vector changed behind the space's version: only a space that is read again sees it.
    await db.execute(`UPDATE ${table()} SET embedding = ? WHERE chunk_id = ?`, [vectorBlob(query), 77]);
    const [first] = await nearestInCachedSpace(db, spaceId, table(), query, 1, small);
    expect(first?.chunkId).toBe(77);
    expect(first?.score).toBeCloseTo(1, 5);
    await db.execute(`UPDATE ${table()} SET embedding = ? WHERE chunk_id = ?`, [
      vectorBlob(vectorOf(77)),
      77,
    ]);
  });

  it('gives the event loop a turn between slices of a long scan', async () => {
    const rows = 1000;
    const segment: VectorSegment = {
      chunkIds: Float64Array.from({ length: rows }, (_, at) => at + 1),
      vectors: Float32Array.from({ length: rows * DIMENSIONS }, (_, at) => (at % 7) + 1),
      norms: Float32Array.from({ length: rows }, () => 1),
      bytes: 0,
    };
    let turns = 0;
    let counting = true;
    const countTurns = () => {
      turns += 1;
      if (counting) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const best = new BestChunks(3);
    // 100 rows of 5 dimensions per slice: 10 slices, 9 turns given back.
    await scoreSegments([segment], [1, 1, 1, 1, 1], best, { batchRows: 10, sliceWork: 500 });
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(9);
    expect(best.list()).toHaveLength(3);
  });
});
