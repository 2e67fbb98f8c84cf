import type { GraphVis } from '@/contract/knowledge';
import type { Queryable } from '../../storage/db';
import type { SpaceRef } from '../pipeline';
import { labelPropagation } from './communities';
import { readGraph } from './graph-store';
import { segmentWords } from '../../i18n/segment-words';
import { isKeyword } from '../../i18n/stop-words';

/** Chunks read to build a keyword graph: enough to find a space's themes, bounded for large spaces. */
const KEYWORD_GRAPH_CHUNKS = 2000;
/** Keywords counted per chunk when pairing them, so a long chunk does not add thousands of edges. */
const KEYWORDS_PER_CHUNK = 12;

interface WeightedEdge {
  source: string;
  target: string;
  name: string;
  weight: number;
}

function toGraphVis(
  nodes: readonly { id: string; type: string }[],
  edges: readonly WeightedEdge[],
  edgeType: string,
): GraphVis {
  const community = labelPropagation(
    nodes.map((node) => node.id),
    edges,
  );
  return {
    nodes: nodes.map((node) => ({
      id: node.id,
      name: node.id,
      type: node.type,
      communityId: community.get(node.id) ?? 0,
    })),
    edges: edges.map((edge) => ({
      source: edge.source,
      target: edge.target,
      name: edge.name,
      type: edgeType,
      weight: edge.weight,
    })),
  };
}

/** A KnowledgeGraph space: the entities the model extracted (most mentioned first) and their relations. */
async function entityGraph(db: Queryable, spaceId: number, limit: number): Promise<GraphVis> {
  const { entities, relations } = await readGraph(db, spaceId, limit);
  const kept = new Set(entities.map((entity) => entity.name));
  const edges = relations
    .filter((relation) => kept.has(relation.source) && kept.has(relation.target))
    .slice(0, limit * 2)
    .map((relation) => ({ ...relation, weight: 1 }));
  const nodes = entities.map((entity) => ({ id: entity.name, type: entity.type || 'entity' }));
  return toGraphVis(nodes, edges, 'relation');
}

/**
 * Any other space: its keywords (highest tf-idf over the chunks) linked when they occur in the same chunk,
 * the edge weight being how many chunks they share.
 */
async function keywordGraph(db: Queryable, spaceId: number, limit: number): Promise<GraphVis> {
  const chunks = await db.query<{ content: string }>(
    'SELECT content FROM knowledge_chunks WHERE space_id = ? ORDER BY id LIMIT ?',
    [spaceId, KEYWORD_GRAPH_CHUNKS],
  );
  const counted = chunks.map((chunk) => {
    const counts = new Map<string, number>();
    for (const word of segmentWords(chunk.content))
      if (isKeyword(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  });
  const frequency = new Map<string, number>();
  const chunkFrequency = new Map<string, number>();
  for (const counts of counted)
    for (const [word, count] of counts) {
      frequency.set(word, (frequency.get(word) ?? 0) + count);
      chunkFrequency.set(word, (chunkFrequency.get(word) ?? 0) + 1);
    }
  const weight = (word: string) =>
    (frequency.get(word) ?? 0) * Math.log(1 + counted.length / (chunkFrequency.get(word) ?? 1));
  const keywords = [...frequency.keys()]
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
    .slice(0, limit);
  const chosen = new Set(keywords);

  const pairs = new Map<string, WeightedEdge>();
  for (const counts of counted) {
    const present = [...counts.keys()]
      .filter((word) => chosen.has(word))
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, KEYWORDS_PER_CHUNK)
      .sort();
    for (let i = 0; i < present.length; i += 1)
      for (let j = i + 1; j < present.length; j += 1) {
        const key = `${present[i]}\u0000${present[j]}`;
        const edge = pairs.get(key) ?? { source: present[i], target: present[j], name: '', weight: 0 };
        edge.weight += 1;
        pairs.set(key, edge);
      }
  }
  const edges = [...pairs.values()].sort((a, b) => b.weight - a.weight).slice(0, limit * 2);
  return toGraphVis(
    keywords.map((word) => ({ id: word, type: 'keyword' })),
    edges,
    'co-occurrence',
  );
}

/** The graph view of a space (contract 4.10), at most `limit` nodes and `2 × limit` edges. */
export async function spaceGraph(db: Queryable, space: SpaceRef, limit: number): Promise<GraphVis> {
  if (space.vectorType !== 'KnowledgeGraph') return keywordGraph(db, space.id, limit);
  // Nothing extracted (no chat model during sync, or answers without JSON): the keywords still show the space.
  const graph = await entityGraph(db, space.id, limit);
  return graph.nodes.length > 0 ? graph : keywordGraph(db, space.id, limit);
}
