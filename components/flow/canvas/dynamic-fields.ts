import type { NodeMetadata } from '@/contract/flow';
import { handleId, parseHandle, type CanvasEdge, type HandleKind } from './flow-graph';

type FieldList = { name: string; dynamic?: boolean; dynamic_minimum?: number }[];

function fieldsOf(data: NodeMetadata, kind: HandleKind): FieldList | null {
  if (kind === 'parameters') return data.parameters;
  return data.flow_type === 'operator' ? data[kind] : null;
}

function withFields(data: NodeMetadata, kind: HandleKind, fields: FieldList): NodeMetadata {
  return { ...data, [kind]: fields } as NodeMetadata;
}

/** Edges of `nodeId` whose `kind` handle sits after `index` move by `delta`; those on `index` itself go when removed. */
function shiftEdges(
  edges: readonly CanvasEdge[],
  nodeId: string,
  kind: HandleKind,
  index: number,
  delta: 1 | -1,
) {
  const moved = (handle: string | null | undefined, isNode: boolean) => {
    const parsed = parseHandle(handle);
    if (!isNode || !parsed || parsed.kind !== kind || parsed.index <= index) return handle;
    return handleId(nodeId, kind, parsed.index + delta);
  };
  return edges
    .filter((edge) => {
      if (delta === 1) return true;
      const removed = handleId(nodeId, kind, index);
      return edge.sourceHandle !== removed && edge.targetHandle !== removed;
    })
    .map((edge) => ({
      ...edge,
      sourceHandle: moved(edge.sourceHandle, edge.source === nodeId),
      targetHandle: moved(edge.targetHandle, edge.target === nodeId),
    }));
}

/** One more copy of a dynamic field, right after it. */
export function addDynamicField(
  data: NodeMetadata,
  kind: HandleKind,
  index: number,
  nodeId: string,
  edges: readonly CanvasEdge[],
) {
  const fields = fieldsOf(data, kind);
  const field = fields?.[index];
  if (!fields || !field?.dynamic) return null;
  const copy = { ...structuredClone(field), value: undefined };
  const next = [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
  return { data: withFields(data, kind, next), edges: shiftEdges(edges, nodeId, kind, index, 1) };
}

/** A dynamic field removed, unless it is the last of its kind (or its minimum): then `'keep'`. */
export function removeDynamicField(
  data: NodeMetadata,
  kind: HandleKind,
  index: number,
  nodeId: string,
  edges: readonly CanvasEdge[],
) {
  const fields = fieldsOf(data, kind);
  const field = fields?.[index];
  if (!fields || !field?.dynamic) return null;
  const siblings = fields.filter((other) => other.name === field.name).length;
  if (siblings <= Math.max(1, field.dynamic_minimum ?? 0)) return 'keep' as const;
  const next = fields.filter((_, position) => position !== index);
  return { data: withFields(data, kind, next), edges: shiftEdges(edges, nodeId, kind, index, -1) };
}
