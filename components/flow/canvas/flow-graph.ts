import type { Edge, Node, Viewport } from '@xyflow/react';
import type { FlowData, FlowParameter, NodeMetadata } from '@/contract/flow';
import { inCatalogueLanguage } from './node-language';

/** The canvas's nodes carry the server's node metadata (with the user's values) as their data. */
export type CanvasNode = Node<NodeMetadata & { invalid?: boolean }, 'flowNode'>;
export type CanvasEdge = Edge;

export const NODE_TYPE = 'flowNode';
export const EDGE_TYPE = 'buttonedge';

export type HandleKind = 'inputs' | 'outputs' | 'parameters';

/** DB-GPT's handle ids, `<node id>|<kind>|<index>`: the server reads the order after the last `|`. */
export const handleId = (nodeId: string, kind: HandleKind, index: number) => `${nodeId}|${kind}|${index}`;

export function parseHandle(handle: string | null | undefined): { kind: HandleKind; index: number } | null {
  if (!handle) return null;
  const parts = handle.split('|');
  const index = Number(parts.at(-1));
  const kind = parts.at(-2);
  if (!Number.isInteger(index) || (kind !== 'inputs' && kind !== 'outputs' && kind !== 'parameters'))
    return null;
  return { kind, index };
}

/** A fresh id for a node made from `metadata`: its metadata id and the first free counter. */
export function newNodeId(metadata: NodeMetadata, nodes: readonly CanvasNode[]): string {
  const taken = new Set(nodes.map((node) => node.id));
  let count = 0;
  while (taken.has(`${metadata.id}_${count}`)) count += 1;
  return `${metadata.id}_${count}`;
}

/** A node as dropped from the palette: the metadata copied, each parameter starting at its default. */
export function nodeFromMetadata(
  metadata: NodeMetadata,
  position: { x: number; y: number },
  nodes: readonly CanvasNode[],
): CanvasNode {
  const data = structuredClone(metadata);
  data.parameters = data.parameters.map((parameter) =>
    // Servers send an unset value as null (DB-GPT) or leave it out.
    (parameter.value === undefined || parameter.value === null) &&
    parameter.default !== undefined &&
    parameter.default !== null
      ? { ...parameter, value: parameter.default }
      : parameter,
  );
  return { id: newNodeId(metadata, nodes), type: NODE_TYPE, position, data };
}

export interface Endpoint {
  node: CanvasNode;
  handle: string | null | undefined;
}

/** The type a source handle offers: an operator's output, or a resource node itself. */
function offered({ node, handle }: Endpoint): string[] | null {
  const parsed = parseHandle(handle);
  if (!parsed || parsed.kind !== 'outputs') return null;
  const data = node.data;
  if (data.flow_type === 'operator') {
    const output = data.outputs[parsed.index];
    return output ? [output.type_cls] : null;
  }
  return [data.type_cls, ...(data.parent_cls ?? [])];
}

/** The type a target handle accepts: an operator's input, or a parameter wired to a resource. */
function accepted({ node, handle }: Endpoint): { type: string; fromResource: boolean } | null {
  const parsed = parseHandle(handle);
  const data = node.data;
  if (parsed?.kind === 'inputs' && data.flow_type === 'operator') {
    const input = data.inputs[parsed.index];
    return input ? { type: input.type_cls, fromResource: false } : null;
  }
  if (parsed?.kind === 'parameters') {
    const parameter = data.parameters[parsed.index];
    return parameter ? { type: parameter.type_cls, fromResource: true } : null;
  }
  return null;
}

/** Any value: an operator output or input of this type connects to every other, as the server allows. */
export const ANY_VALUE_TYPE = 'builtins.object';

/** Operators pass data to operators of the same type; resources plug into parameters of their class. */
export function canConnect(source: Endpoint, target: Endpoint): boolean {
  if (source.node.id === target.node.id) return false;
  const types = offered(source);
  const wanted = accepted(target);
  if (!types || !wanted) return false;
  if (wanted.fromResource !== (source.node.data.flow_type === 'resource')) return false;
  if (!wanted.fromResource && (wanted.type === ANY_VALUE_TYPE || types.includes(ANY_VALUE_TYPE))) return true;
  return types.includes(wanted.type);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A plain parameter the user must fill: not optional, without value or default. */
export function isMissing(parameter: FlowParameter): boolean {
  return (
    parameter.category !== 'resource' &&
    parameter.optional !== true &&
    isBlank(parameter.value) &&
    isBlank(parameter.default)
  );
}

/** A resource parameter that is required and has no edge bringing it. */
function isUnwired(node: CanvasNode, index: number, edges: readonly CanvasEdge[]): boolean {
  const target = handleId(node.id, 'parameters', index);
  return !edges.some((edge) => edge.target === node.id && edge.targetHandle === target);
}

/** The nodes whose required parameters are neither filled nor wired. */
export function nodesMissingValues(nodes: readonly CanvasNode[], edges: readonly CanvasEdge[]): string[] {
  return nodes
    .filter((node) =>
      node.data.parameters.some((parameter, index) =>
        parameter.category === 'resource'
          ? parameter.optional !== true && isUnwired(node, index, edges)
          : isMissing(parameter),
      ),
    )
    .map((node) => node.id);
}

const position = (point: { x: number; y: number }, zoom: number) => ({ x: point.x, y: point.y, zoom });

/** The canvas in the server's shape (contract 3.0 FlowData): snake_case, orders from the handles. */
export function toFlowData(
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
  viewport: Viewport,
): FlowData {
  return {
    nodes: nodes.map((node) => {
      // What the server says of the node (not runnable here) is not part of the flow.
      const { invalid: _invalid, not_runnable: _notRunnable, ...data } = node.data;
      return {
        width: Math.round(node.measured?.width ?? node.width ?? 320),
        height: Math.round(node.measured?.height ?? node.height ?? 200),
        id: node.id,
        position: position(node.position, viewport.zoom),
        position_absolute: position(node.position, viewport.zoom),
        type: 'customNode',
        data,
      };
    }),
    edges: edges.map((edge) => ({
      source: edge.source,
      target: edge.target,
      id: edge.id,
      source_handle: edge.sourceHandle ?? null,
      target_handle: edge.targetHandle ?? null,
      source_order: parseHandle(edge.sourceHandle)?.index ?? 0,
      target_order: parseHandle(edge.targetHandle)?.index ?? 0,
      type: EDGE_TYPE,
    })),
    viewport: { x: viewport.x, y: viewport.y, zoom: viewport.zoom },
  };
}

/** A saved canvas back into the editor's nodes and edges, worded as the server's `catalogue` words them. */
export function fromFlowData(
  flow: FlowData | null | undefined,
  catalogue: readonly NodeMetadata[] = [],
): {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
} {
  if (!flow) return { nodes: [], edges: [] };
  return {
    nodes: flow.nodes.map((node) => ({
      id: node.id,
      type: NODE_TYPE,
      position: { x: node.position.x, y: node.position.y },
      data: inCatalogueLanguage(node.data as unknown as NodeMetadata, catalogue),
    })),
    edges: flow.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      sourceHandle: edge.source_handle ?? null,
      targetHandle: edge.target_handle ?? null,
    })),
  };
}

/** The nodes a server refusal names: by id, else by name or label. */
export function nodesNamedIn(message: string, nodes: readonly CanvasNode[]): string[] {
  const byId = nodes.filter((node) => message.includes(node.id));
  if (byId.length > 0) return byId.map((node) => node.id);
  return nodes
    .filter((node) => message.includes(node.data.name) || message.includes(node.data.label))
    .map((node) => node.id);
}
