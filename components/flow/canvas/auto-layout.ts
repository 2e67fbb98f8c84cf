import type { CanvasEdge, CanvasNode } from './flow-graph';

// Used for a node not measured yet (never rendered); a node card is about this size.
const FALLBACK = { width: 280, height: 200 };
const GAP = { nodes: 40, ranks: 80 };

const sizeOf = (node: CanvasNode) => ({
  width: node.measured?.width ?? node.width ?? FALLBACK.width,
  height: node.measured?.height ?? node.height ?? FALLBACK.height,
});

/**
 * The nodes placed left to right along the edges by dagre (loaded on first use), each at its top-left
 * corner as React Flow expects; the edges are unchanged.
 */
export async function layOutLeftToRight(
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
): Promise<CanvasNode[]> {
  const { default: dagre } = await import('@dagrejs/dagre');
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: GAP.nodes, ranksep: GAP.ranks });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, sizeOf(node));
  for (const edge of edges)
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target)) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  return nodes.map((node) => {
    const { x, y } = graph.node(node.id);
    const { width, height } = sizeOf(node);
    return { ...node, position: { x: x - width / 2, y: y - height / 2 } };
  });
}
