import { flowParameterSchema, type FlowEdge, type FlowNode, type NodeMetadata } from '@/contract/flow';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import { dbgptTypeName, findDbgptNode } from './dbgpt-catalogue';
import { dbgptNodeReason } from './dbgpt-node-status';

/** A DB-GPT node on a canvas: listed in the catalogue, kept in the flow, not run here (yet). */
export interface DbgptPlacedNode {
  node: FlowNode;
  metadata: NodeMetadata;
  name: LocalizedText;
  reason: LocalizedText;
}

/** The DB-GPT node a canvas node is, if it is one. */
export function placeDbgptNode(node: FlowNode, name: LocalizedText): DbgptPlacedNode | undefined {
  const { id, type_cls: typeCls, type_name: typeName, flow_type: flowType } = node.data;
  const metadata = findDbgptNode({
    id: id ?? node.id,
    type_cls: typeCls,
    type_name: typeName,
    flow_type: flowType,
  });
  if (!metadata) return undefined;
  return { node, metadata, name, reason: dbgptNodeReason(dbgptTypeName(metadata)) };
}

/**
 * The node's parameters as the canvas holds them (DB-GPT reads resource edges against these; a DB-GPT node
 * that runs here keeps DB-GPT's on the canvas), else its metadata's.
 */
function parametersOf(end: EdgeEnd) {
  const onCanvas = flowParameterSchema.array().safeParse(end.node.data.parameters);
  if (onCanvas.success && onCanvas.data.length) return onCanvas.data;
  return end.kind === 'dbgpt' ? end.placed.metadata.parameters : [];
}

type Report = (entry: { node: FlowNode; name: LocalizedText }, problem: LocalizedText) => void;

/** An edge end: a DB-GPT node, or one of this server's operators (which take no resources). */
export type EdgeEnd =
  | { kind: 'dbgpt'; node: FlowNode; placed: DbgptPlacedNode }
  | { kind: 'own'; node: FlowNode; name: LocalizedText };

const isResource = (end: EdgeEnd) => end.kind === 'dbgpt' && end.placed.metadata.flow_type === 'resource';
const entryOf = (end: EdgeEnd) => (end.kind === 'dbgpt' ? end.placed : end);

/**
 * DB-GPT's rules for an edge with a DB-GPT node at one end (its flow factory's): a resource connects to the
 * parameter numbered `target_order` of an operator or resource, which must take a resource of a class among
 * the resource's `parent_cls`; an operator never connects to a resource. Answers whether the edge passes
 * data between operators (then the runner's input checks count it).
 */
export function checkDbgptEdge(source: EdgeEnd, target: EdgeEnd, targetOrder: number, at: Report) {
  if (!isResource(source)) {
    if (isResource(target))
      at(
        entryOf(target),
        localized('dbgptNode.problem.operatorToResource', { resource: entryOf(target).name }),
      );
    return { dataEdge: !isResource(target) };
  }
  const resource = (source as { placed: DbgptPlacedNode }).placed;
  const parameter = parametersOf(target)[targetOrder];
  if (!parameter || parameter.category !== 'resource') {
    at(
      entryOf(target),
      localized('dbgptNode.problem.noResourceParameter', { resource: resource.name, order: targetOrder }),
    );
    return { dataEdge: false };
  }
  const classes = resource.metadata.flow_type === 'resource' ? (resource.metadata.parent_cls ?? []) : [];
  if (!classes.includes(parameter.type_cls))
    at(
      entryOf(target),
      localized('dbgptNode.problem.wrongResourceClass', {
        resource: resource.name,
        resourceClass: verbatim(resource.metadata.type_cls ?? dbgptTypeName(resource.metadata)),
        parameter: verbatim(parameter.label || parameter.name),
        parameterClass: verbatim(parameter.type_cls),
      }),
    );
  return { dataEdge: false };
}

interface Canvas {
  placed: ReadonlyMap<string, { node: FlowNode; name: LocalizedText }>;
  foreign: ReadonlyMap<string, DbgptPlacedNode>;
}

/** An edge with a DB-GPT node at one end, checked by DB-GPT's rules; true when it passes data. */
export function checkEdgeWithDbgptNode(
  edge: FlowEdge,
  targetOrder: number,
  canvas: Canvas,
  at: Report,
): boolean {
  const end = (id: string): EdgeEnd | undefined => {
    const dbgpt = canvas.foreign.get(id);
    const own = canvas.placed.get(id);
    if (dbgpt) return { kind: 'dbgpt', node: dbgpt.node, placed: dbgpt };
    return own ? { kind: 'own', node: own.node, name: own.name } : undefined;
  };
  const [source, target] = [end(edge.source), end(edge.target)];
  if (!source || !target) {
    const known = source ?? target;
    const missing = source ? edge.target : edge.source;
    if (known) at(entryOf(known), localized('flow.problem.noSuchNode', { node: missing }));
    return false;
  }
  return checkDbgptEdge(source, target, targetOrder, at).dataEdge;
}
