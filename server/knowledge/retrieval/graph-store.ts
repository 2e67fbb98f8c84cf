import type { Database, Queryable, Statement } from '../../storage/db';
import type { ExtractedGraph } from './graph-extraction';

/** Statements replacing what the graph holds for one chunk. */
export function graphWrites(
  spaceId: number,
  chunkId: number,
  graph: ExtractedGraph | undefined,
): Statement[] {
  const statements: Statement[] = [
    { sql: 'DELETE FROM knowledge_graph_entities WHERE chunk_id = ?', params: [chunkId] },
    { sql: 'DELETE FROM knowledge_graph_relations WHERE chunk_id = ?', params: [chunkId] },
  ];
  for (const entity of graph?.entities ?? [])
    statements.push({
      sql: 'INSERT INTO knowledge_graph_entities (space_id, chunk_id, name, type) VALUES (?, ?, ?, ?)',
      params: [spaceId, chunkId, entity.name, entity.type],
    });
  for (const relation of graph?.relations ?? [])
    statements.push({
      sql: 'INSERT INTO knowledge_graph_relations (space_id, chunk_id, source, target, name) VALUES (?, ?, ?, ?, ?)',
      params: [spaceId, chunkId, relation.source, relation.target, relation.name],
    });
  return statements;
}

export async function removeGraphChunks(db: Database, chunkIds: readonly number[]): Promise<void> {
  if (chunkIds.length === 0) return;
  await db.batch(chunkIds.flatMap((chunkId) => graphWrites(0, chunkId, undefined)));
}

export async function removeGraphSpace(db: Database, spaceId: number): Promise<void> {
  await db.batch([
    { sql: 'DELETE FROM knowledge_graph_entities WHERE space_id = ?', params: [spaceId] },
    { sql: 'DELETE FROM knowledge_graph_relations WHERE space_id = ?', params: [spaceId] },
  ]);
}

export interface StoredEntity {
  name: string;
  type: string;
  mentions: number;
}

export interface StoredRelation {
  source: string;
  target: string;
  name: string;
}

/** The space's entities, most mentioned first, and the relations among them. */
export async function readGraph(
  db: Queryable,
  spaceId: number,
  limit: number,
): Promise<{ entities: StoredEntity[]; relations: StoredRelation[] }> {
  const entities = await db.query<StoredEntity>(
    `SELECT name, MAX(type) AS type, COUNT(*) AS mentions FROM knowledge_graph_entities
      WHERE space_id = ? GROUP BY name ORDER BY mentions DESC, name LIMIT ?`,
    [spaceId, limit],
  );
  const relations = await db.query<StoredRelation>(
    `SELECT DISTINCT source, target, name FROM knowledge_graph_relations WHERE space_id = ? LIMIT ?`,
    [spaceId, limit * 10],
  );
  return { entities, relations };
}
