import type { DagMetadata, FlowCategory, FlowData, FlowEdge, FlowNode } from '@/contract/flow';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { checkEdgeWithDbgptNode, placeDbgptNode, type DbgptPlacedNode } from './dbgpt/dbgpt-graph-nodes';
import { isRunnableDbgptResource } from './dbgpt/dbgpt-resources';
import { checkNamedReference } from './dbgpt/dbgpt-resource-references';
import { dbgptTriggerMethod, dbgptTriggerPath, isDbgptHttpTrigger } from './dbgpt/dbgpt-trigger-endpoint';
import { findNodeDefinition } from './node-catalogue';
import type { OptionLoader } from './node-options';
import { checkParameters, parameterValues } from './node-parameter-check';
import { FLOW_VALUE_TYPES, type IoSpec, type NodeDefinition } from './nodes/node-definition';

/** One reason a flow cannot run; `unknownNode` ones are refused even when the flow is not deployed. */
export interface FlowProblem {
  nodeId: string | null;
  text: LocalizedText;
  unknownNode: boolean;
  /** A DB-GPT node this server lists but does not run yet: kept in the flow, named until it is replaced. */
  notRunnable?: boolean;
  /** An edge DB-GPT itself refuses (a resource where it cannot go): refused like an unknown node. */
  wrongWiring?: boolean;
}

export interface GraphCheck {
  problems: FlowProblem[];
  category: FlowCategory;
  metadata: DagMetadata | null;
  /** For a sub-flow: the node that takes the operator's input. */
  entryNodeId?: string;
  /** The DB-GPT nodes on the canvas that do not run here (yet). */
  dbgptNodes?: DbgptPlacedNode[];
}

export interface GraphCheckOptions {
  /**
   * A composite operator's sub-flow: built-in nodes only, no trigger, and exactly one node without incoming
   * edges (its entry), whose first input takes the operator's input.
   */
  subFlow?: boolean;
}

interface PlacedNode {
  node: FlowNode;
  definition: NodeDefinition;
  name: LocalizedText;
}

/** The text after a handle's last `|`, as DB-GPT reads orders it was not sent. */
function orderOf(order: number | undefined, handle: string | null | undefined): number {
  if (order !== undefined) return order;
  const tail = handle?.split('|').pop();
  const parsed = tail === undefined ? NaN : Number(tail);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
}

/** The input an edge's order lands on: a dynamic last input takes every order from its own on. */
function inputAt(inputs: readonly IoSpec[], order: number): IoSpec | undefined {
  const last = inputs[inputs.length - 1];
  return order >= inputs.length - 1 && last?.dynamic ? last : inputs[order];
}

function compatible(source: IoSpec, target: IoSpec): boolean {
  if (source.type === 'object' || target.type === 'object') return true;
  return source.type === target.type && Boolean(source.isList) === Boolean(target.isList);
}

const typeText = (spec: IoSpec) =>
  verbatim(`${FLOW_VALUE_TYPES[spec.type].type_name}${spec.isList ? '[]' : ''}`);

function nodeName(node: FlowNode, definition: NodeDefinition | undefined): LocalizedText {
  const { custom_label: custom, label } = node.data as { custom_label?: unknown; label?: unknown };
  if (typeof custom === 'string' && custom) return verbatim(custom);
  if (typeof label === 'string' && label) return verbatim(label);
  return definition ? definition.label : verbatim(node.id);
}

/** Every node id on a cycle, found by a depth-first walk (a back edge closes a cycle). */
function nodesOnCycles(ids: readonly string[], next: ReadonlyMap<string, string[]>): Set<string> {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found = new Set<string>();
  const visit = (id: string) => {
    state.set(id, 'open');
    stack.push(id);
    for (const target of next.get(id) ?? []) {
      if (state.get(target) === 'open')
        for (const onCycle of stack.slice(stack.indexOf(target))) found.add(onCycle);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const id of ids) if (!state.has(id)) visit(id);
  return found;
}

/**
 * Checks a canvas as the runner will need it: known node types, exactly one trigger, no cycles, every
 * required parameter set, every input wired, connected types compatible. Also answers the category.
 */
export async function checkFlowGraph(
  data: FlowData,
  loader: OptionLoader,
  options: GraphCheckOptions = {},
): Promise<GraphCheck> {
  const problems: FlowProblem[] = [];
  const at = (placed: PlacedNode | { node: FlowNode; name: LocalizedText }, problem: LocalizedText) =>
    problems.push({
      nodeId: placed.node.id,
      text: localized('flow.problem.atNode', { node: placed.name, problem }),
      unknownNode: false,
    });
  if (data.nodes.length === 0)
    return {
      problems: [{ nodeId: null, text: localized('flow.problem.noNodes'), unknownNode: false }],
      category: 'common',
      metadata: null,
    };

  const placed = new Map<string, PlacedNode>();
  const foreign = new Map<string, DbgptPlacedNode>();
  for (const node of data.nodes) {
    const reference = { id: node.data.id, type_cls: node.data.type_cls };
    const definition =
      node.data.flow_type !== 'operator'
        ? undefined
        : options.subFlow
          ? findNodeDefinition(reference)
          : await loader.nodes.find(reference);
    const dbgpt = definition || options.subFlow ? undefined : placeDbgptNode(node, nodeName(node, undefined));
    if (dbgpt) {
      foreign.set(node.id, dbgpt);
      const named = await checkNamedReference(node, loader);
      if (named) at({ node, name: dbgpt.name }, named);
      if (isRunnableDbgptResource(dbgpt.metadata)) continue;
      problems.push({
        nodeId: node.id,
        text: localized('flow.problem.atNode', { node: dbgpt.name, problem: dbgpt.reason }),
        unknownNode: false,
        notRunnable: true,
      });
      continue;
    }
    if (!definition) {
      const type = String(node.data.type_name ?? node.data.id ?? node.data.flow_type);
      problems.push({
        nodeId: node.id,
        text: localized('flow.problem.atNode', {
          node: nodeName(node, undefined),
          problem: localized('flow.problem.unknownNode', { type }),
        }),
        unknownNode: true,
      });
      continue;
    }
    const entry = { node, definition, name: nodeName(node, definition) };
    placed.set(node.id, entry);
    const values = parameterValues(definition, node.data.parameters);
    for (const problem of await checkParameters(definition, values, loader)) at(entry, problem);
  }

  // DB-GPT's agent trigger starts a flow from a chat (its category is `agent`).
  const triggers = [...placed.values()].filter(
    (entry) => entry.definition.category === 'trigger' || entry.definition.name === 'agent_trigger',
  );
  if (options.subFlow) {
    for (const trigger of triggers) at(trigger, localized('compositeOperator.problem.trigger'));
    const entry = subFlowEntry(data.edges, placed, problems, at);
    const next = checkEdges(data.edges, placed, at, entry?.node.id);
    for (const id of nodesOnCycles([...placed.keys()], next))
      at(placed.get(id) as PlacedNode, localized('flow.problem.cycle'));
    return { problems, category: 'common', metadata: null, entryNodeId: entry?.node.id };
  }
  const foreignTrigger = [...foreign.values()].some((entry) => entry.metadata.category === 'trigger');
  if (triggers.length === 0 && !foreignTrigger && placed.size > 0)
    problems.push({ nodeId: null, text: localized('flow.problem.noTrigger'), unknownNode: false });
  for (const extra of triggers.slice(1)) at(extra, localized('flow.problem.manyTriggers'));

  const refuseWiring: Report = (entry, problem) =>
    problems.push({
      nodeId: entry.node.id,
      text: localized('flow.problem.atNode', { node: entry.name, problem }),
      unknownNode: false,
      wrongWiring: true,
    });
  const next = checkEdges(data.edges, placed, at, undefined, { foreign, refuseWiring });
  const onCycles = nodesOnCycles([...placed.keys(), ...foreign.keys()], next);
  for (const id of onCycles) {
    const entry = placed.get(id) ?? foreign.get(id);
    if (entry) at(entry, localized('flow.problem.cycle'));
  }

  const hasOutput = [...placed.values()].some((entry) => entry.definition.sendsAnswer === true);
  const trigger = triggers[0];
  const category: FlowCategory =
    trigger && (hasOutput || answersChat(trigger, placed, next)) ? 'chat_flow' : 'common';
  const dbgptNodes = [...foreign.values()].filter((entry) => !isRunnableDbgptResource(entry.metadata));
  return {
    problems,
    category,
    metadata:
      trigger && trigger.definition.category === 'trigger' ? dagMetadata(trigger, category, hasOutput) : null,
    dbgptNodes,
  };
}

/**
 * DB-GPT's rule for a chat flow without a streaming output: its chat trigger starts it and its last node
 * answers text or a model output (the chat-data template ends in a string join).
 */
function answersChat(
  trigger: PlacedNode,
  placed: ReadonlyMap<string, PlacedNode>,
  next: ReadonlyMap<string, string[]>,
): boolean {
  if (trigger.definition.name !== 'common_llm_http_trigger') return false;
  const leaves = [...placed.values()].filter((entry) => !next.has(entry.node.id));
  return (
    leaves.length > 0 &&
    leaves.every((entry) =>
      entry.definition.outputs.some((output) => output.type === 'str' || output.type === 'modelOutput'),
    )
  );
}

type Report = (entry: PlacedNode | { node: FlowNode; name: LocalizedText }, problem: LocalizedText) => void;

/** A sub-flow's one node without incoming edges, which must have an input for the operator's input. */
function subFlowEntry(
  edges: readonly FlowEdge[],
  placed: ReadonlyMap<string, PlacedNode>,
  problems: FlowProblem[],
  at: Report,
): PlacedNode | undefined {
  const targets = new Set(edges.map((edge) => edge.target));
  const entries = [...placed.values()].filter((entry) => !targets.has(entry.node.id));
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    const text = localized('compositeOperator.problem.entry', { count: entries.length });
    problems.push({ nodeId: null, text, unknownNode: false });
    return undefined;
  }
  if (entry.definition.inputs.length === 0)
    at(entry, localized('compositeOperator.problem.entryInput', { node: entry.name }));
  return entry;
}

/**
 * Checks each edge's ends, ports and types, then that every input is wired (a sub-flow's entry gets its
 * first input from the operator); answers the successor map.
 */
function checkEdges(
  edges: readonly FlowEdge[],
  placed: ReadonlyMap<string, PlacedNode>,
  at: Report,
  entryNodeId?: string,
  dbgpt?: { foreign: ReadonlyMap<string, DbgptPlacedNode>; refuseWiring: Report },
): Map<string, string[]> {
  const foreign = dbgpt?.foreign ?? new Map<string, DbgptPlacedNode>();
  const next = new Map<string, string[]>();
  const wired = new Map<string, number[]>(entryNodeId ? [[entryNodeId, [0]]] : []);
  for (const edge of edges) {
    const source = placed.get(edge.source);
    const target = placed.get(edge.target);
    if (foreign.has(edge.source) || foreign.has(edge.target)) {
      const targetOrder = orderOf(edge.target_order, edge.target_handle);
      if (dbgpt && checkEdgeWithDbgptNode(edge, targetOrder, { placed, foreign }, dbgpt.refuseWiring)) {
        next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
        wired.set(edge.target, [...(wired.get(edge.target) ?? []), targetOrder]);
      }
      continue;
    }
    if (!source || !target) {
      const known = source ?? target;
      const missing = source ? edge.target : edge.source;
      if (known) at(known, localized('flow.problem.noSuchNode', { node: missing }));
      continue;
    }
    const sourceOrder = orderOf(edge.source_order, edge.source_handle);
    const targetOrder = orderOf(edge.target_order, edge.target_handle);
    const output = source.definition.outputs[sourceOrder];
    const input = inputAt(target.definition.inputs, targetOrder);
    if (!output) at(source, localized('flow.problem.noSuchPort', { order: sourceOrder }));
    if (!input) at(target, localized('flow.problem.noSuchPort', { order: targetOrder }));
    if (!output || !input) continue;
    if (!compatible(output, input))
      at(
        target,
        localized('flow.problem.incompatible', {
          source: source.name,
          sourceType: typeText(output),
          input: input.label,
          targetType: typeText(input),
        }),
      );
    next.set(source.node.id, [...(next.get(source.node.id) ?? []), target.node.id]);
    wired.set(target.node.id, [...(wired.get(target.node.id) ?? []), targetOrder]);
  }
  for (const entry of placed.values()) {
    const orders = wired.get(entry.node.id) ?? [];
    entry.definition.inputs.forEach((input, index) => {
      if (input.dynamic) {
        const count = orders.filter((order) => order >= index).length;
        const min = input.dynamicMinimum ?? 1;
        if (count < min) at(entry, localized('flow.problem.tooFewInputs', { input: input.label, min }));
      } else if (!orders.includes(index) && !input.optional)
        at(entry, localized('flow.problem.unwiredInput', { input: input.label }));
    });
  }
  return next;
}

function dagMetadata(trigger: PlacedNode, category: FlowCategory, streaming: boolean): DagMetadata {
  const values = parameterValues(trigger.definition, trigger.node.data.parameters);
  const dbgpt = isDbgptHttpTrigger(trigger.definition.name);
  const path = dbgpt ? dbgptTriggerPath(trigger.node) : String(values.path ?? '');
  return {
    triggers: [
      {
        trigger_type: 'http',
        path: `/api/v1/awel/trigger${path}`,
        methods: [dbgpt ? dbgptTriggerMethod(trigger.node) : String(values.methods ?? 'POST')],
        trigger_mode: category === 'chat_flow' ? 'chat' : 'command',
      },
    ],
    sse_output: streaming,
    streaming_output: streaming,
    tags: {},
  };
}
