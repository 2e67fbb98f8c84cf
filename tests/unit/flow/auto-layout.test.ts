import { describe, expect, it } from 'vitest';
import { layOutLeftToRight } from '@/components/flow/canvas/auto-layout';
import { nodeFromMetadata, type CanvasEdge, type CanvasNode } from '@/components/flow/canvas/flow-graph';
import { JOINER, LLM_OPERATOR, OPENAI_CLIENT, REQUEST_BUILDER } from './node-fixtures';

const SIZE = { width: 240, height: 160 };
// Every node dropped on the same spot, as after a careless paste: the worst start for a layout.
const piled = (): CanvasNode[] => {
  const nodes: CanvasNode[] = [];
  for (const metadata of [REQUEST_BUILDER, LLM_OPERATOR, OPENAI_CLIENT, JOINER])
    nodes.push({ ...nodeFromMetadata(metadata, { x: 10, y: 10 }, nodes), measured: SIZE });
  return nodes;
};
const edge = (source: CanvasNode, target: CanvasNode): CanvasEdge => ({
  id: `${source.id}->${target.id}`,
  source: source.id,
  target: target.id,
});

const overlap = (a: CanvasNode, b: CanvasNode) =>
  a.position.x < b.position.x + SIZE.width &&
  b.position.x < a.position.x + SIZE.width &&
  a.position.y < b.position.y + SIZE.height &&
  b.position.y < a.position.y + SIZE.height;

describe('auto layout', () => {
  it('moves piled-up nodes apart so that none overlaps another', async () => {
    const nodes = piled();
    const [request, llm, client, joiner] = nodes;
    const laidOut = await layOutLeftToRight(nodes, [edge(request, llm), edge(client, llm), edge(llm, joiner)]);

    expect(laidOut.map((node) => node.id)).toEqual(nodes.map((node) => node.id));
    expect(new Set(laidOut.map((node) => `${node.position.x},${node.position.y}`)).size).toBe(4);
    for (const [index, node] of laidOut.entries())
      for (const other of laidOut.slice(index + 1)) expect(overlap(node, other)).toBe(false);
  });

  it('places each node to the right of the nodes that feed it', async () => {
    const nodes = piled();
    const [request, llm, , joiner] = nodes;
    const laidOut = await layOutLeftToRight(nodes, [edge(request, llm), edge(llm, joiner)]);
    const x = (id: string) => laidOut.find((node) => node.id === id)?.position.x ?? Number.NaN;

    expect(x(request.id) + SIZE.width).toBeLessThan(x(llm.id));
    expect(x(llm.id) + SIZE.width).toBeLessThan(x(joiner.id));
  });
});
