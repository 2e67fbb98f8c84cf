import type { GraphVis } from '@/contract/knowledge';

/** Community colours (antd's preset palette, readable on light and dark); the rest share the last. */
export const COMMUNITY_COLOURS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#f5222d',
  '#2f54eb',
  '#a0d911',
  '#8c8c8c',
] as const;

export interface GraphNode {
  id: string;
  name: string;
  type: string | null;
  community: string | null;
  colour: string;
  /** How many edges touch it (drawn as its size). */
  degree: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string | null;
}

export interface Community {
  id: string;
  colour: string;
  size: number;
}

export interface PreparedGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  communities: Community[];
  /** Neighbour ids per node id. */
  neighbours: Map<string, string[]>;
}

/**
 * The server's graph made ready to draw: edges whose ends are missing are dropped, parallel edges between
 * the same two nodes merged, each node coloured by its community and sized by its degree.
 */
export function prepareGraph(graph: GraphVis): PreparedGraph {
  const seen = new Set<string>();
  const rawNodes = graph.nodes.filter((node) => !seen.has(node.id) && seen.add(node.id));
  const pairs = new Map<string, GraphEdge>();
  for (const edge of graph.edges) {
    if (!seen.has(edge.source) || !seen.has(edge.target) || edge.source === edge.target) continue;
    const key = [edge.source, edge.target].sort().join('\u0000');
    if (!pairs.has(key))
      pairs.set(key, {
        id: `e${pairs.size}`,
        source: edge.source,
        target: edge.target,
        label: edge.name ?? null,
      });
  }
  const edges = [...pairs.values()];
  const neighbours = new Map<string, string[]>(rawNodes.map((node) => [node.id, []]));
  for (const edge of edges) {
    neighbours.get(edge.source)?.push(edge.target);
    neighbours.get(edge.target)?.push(edge.source);
  }

  const communityOf = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? null : String(value);
  const sizes = new Map<string, number>();
  for (const node of rawNodes) {
    const community = communityOf(node.communityId);
    if (community !== null) sizes.set(community, (sizes.get(community) ?? 0) + 1);
  }
  // Largest communities get the most distinct colours.
  const ranked = [...sizes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const last = COMMUNITY_COLOURS.length - 1;
  const colourOf = new Map(ranked.map(([id], rank) => [id, COMMUNITY_COLOURS[Math.min(rank, last)]]));

  const nodes = rawNodes.map((node) => {
    const community = communityOf(node.communityId);
    return {
      id: node.id,
      name: node.name || node.id,
      type: node.type || null,
      community,
      colour:
        community === null ? COMMUNITY_COLOURS[last] : (colourOf.get(community) ?? COMMUNITY_COLOURS[last]),
      degree: neighbours.get(node.id)?.length ?? 0,
    };
  });
  const communities = ranked.map(([id, size]) => ({
    id,
    size,
    colour: colourOf.get(id) ?? COMMUNITY_COLOURS[last],
  }));
  return { nodes, edges, communities, neighbours };
}

/** Nodes whose name contains `query` (case-insensitively), names that start with it first. */
export function findNodes(graph: PreparedGraph, query: string, limit = 20): GraphNode[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  return graph.nodes
    .filter((node) => node.name.toLowerCase().includes(wanted))
    .sort((a, b) => {
      const aStarts = a.name.toLowerCase().startsWith(wanted) ? 0 : 1;
      const bStarts = b.name.toLowerCase().startsWith(wanted) ? 0 : 1;
      return aStarts - bStarts || b.degree - a.degree || a.name.localeCompare(b.name);
    })
    .slice(0, limit);
}
