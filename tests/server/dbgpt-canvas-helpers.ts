import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FlowData } from '@/contract/flow';

/** Canvas nodes made from DB-GPT 0.8.1's own node metadata, as its flow editor saves them. */
const CATALOGUE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'server',
  'flows',
  'dbgpt',
  'dbgpt-0.8.1-nodes.json',
);
interface Metadata {
  id: string;
  type_name: string;
  parameters: { name: string; value?: unknown }[];
}
const nodes = (JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { en: Metadata[] }).en;

type CanvasNode = FlowData['nodes'][number];
type CanvasEdge = FlowData['edges'][number];

/** The DB-GPT node `typeName` as instance `n`, its parameters set from `values`. */
export function dbgptNode(typeName: string, values: Record<string, unknown> = {}, n = 0): CanvasNode {
  const metadata = nodes.find((node) => node.type_name === typeName);
  if (!metadata) throw new Error(`DB-GPT has no node ${typeName}`);
  const id = `${metadata.id}_${n}`;
  const parameters = metadata.parameters.map((parameter) => ({
    ...parameter,
    value: parameter.name in values ? values[parameter.name] : null,
  }));
  return {
    id,
    type: 'customNode',
    width: 288,
    height: 250,
    position: { x: 320 * n, y: 0, zoom: 0 },
    position_absolute: { x: 320 * n, y: 0, zoom: 0 },
    data: { ...metadata, id, parameters },
  } as unknown as CanvasNode;
}

/** An edge as DB-GPT's editor saves it (a resource edge's target order numbers the target's parameters). */
export function dbgptEdge(
  source: CanvasNode,
  target: CanvasNode,
  targetOrder = 0,
  sourceOrder = 0,
): CanvasEdge {
  return {
    id: `${source.id}|${target.id}|${targetOrder}`,
    source: source.id,
    target: target.id,
    source_order: sourceOrder,
    target_order: targetOrder,
    source_handle: `${source.id}|outputs|${sourceOrder}`,
    target_handle: `${target.id}|inputs|${targetOrder}`,
    type: 'buttonedge',
  } as unknown as CanvasEdge;
}

/** A canvas of these nodes and edges, as DB-GPT's editor saves it. */
export const dbgptCanvas = (nodes: CanvasNode[], edges: CanvasEdge[]): FlowData =>
  ({ nodes, edges, viewport: { x: 0, y: 0, zoom: 1 } }) as unknown as FlowData;
