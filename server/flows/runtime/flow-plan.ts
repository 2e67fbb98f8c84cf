import type { FlowData, FlowNode } from '@/contract/flow';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import { compositeExecutor } from '../composite/composite-executor';
import { isCompositeNode } from '../composite/composite-node';
import { checkFlowGraph, type GraphCheckOptions } from '../flow-graph-check';
import { isResourceEdge, wiredResources } from '../dbgpt/dbgpt-resources';
import { findNodeDefinition } from '../node-lookup';
import type { OptionLoader } from '../node-options';
import { parameterValues } from '../node-parameter-check';
import type { NodeDefinition } from '../nodes/node-definition';
import { NODE_EXECUTORS } from './executors';
import type { FlowPlanResult, PlannedNode } from './planned-flow';

export type { FlowPlan, FlowPlanResult, PlannedEdge, PlannedNode } from './planned-flow';

function orderOf(order: number | undefined, handle: string | null | undefined): number {
  if (order !== undefined) return order;
  const parsed = Number(handle?.split('|').pop());
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
}

function nameOf(node: FlowNode, definition: NodeDefinition): LocalizedText {
  const { custom_label: custom, label } = node.data as { custom_label?: unknown; label?: unknown };
  if (typeof custom === 'string' && custom) return verbatim(custom);
  if (typeof label === 'string' && label) return verbatim(label);
  return definition.label;
}

/** Kahn's order, ties kept in canvas order. */
function runOrder(nodes: readonly PlannedNode[]): PlannedNode[] {
  const waiting = new Map(nodes.map((node) => [node.id, new Set(node.incoming.map((edge) => edge.source))]));
  const ordered: PlannedNode[] = [];
  while (ordered.length < nodes.length) {
    const ready = nodes.find((node) => !ordered.includes(node) && waiting.get(node.id)?.size === 0);
    if (!ready) break;
    ordered.push(ready);
    for (const sources of waiting.values()) sources.delete(ready.id);
  }
  return ordered;
}

/**
 * Checks the flow as deploying does and plans its run; a flow that cannot run is refused with the first
 * problem, which names its node.
 */
export async function planFlow(
  data: FlowData,
  loader: OptionLoader,
  options: GraphCheckOptions = {},
): Promise<FlowPlanResult> {
  const check = await checkFlowGraph(data, loader, options);
  const first = check.problems[0];
  if (first) return { ok: false, problem: first.text, nodeId: first.nodeId };
  const planned: PlannedNode[] = [];
  const resources = wiredResources(data);
  for (const node of data.nodes) {
    // A DB-GPT resource is read by the nodes it is wired to; it does not run itself.
    if (node.data.flow_type === 'resource') continue;
    const reference = { id: node.data.id, type_cls: node.data.type_cls };
    const definition = options.subFlow ? findNodeDefinition(reference) : await loader.nodes.find(reference);
    let executor = definition ? NODE_EXECUTORS[definition.name] : undefined;
    if (definition && isCompositeNode(definition)) {
      const sub = definition.subFlow
        ? await planFlow(definition.subFlow, loader, { subFlow: true })
        : { ok: false as const, problem: localized('compositeOperator.problem.unreadable') };
      if (!sub.ok) {
        const problem = localized('compositeOperator.cannotRun', {
          operator: definition.label,
          problem: sub.problem,
        });
        return { ok: false, problem, nodeId: node.id };
      }
      executor = compositeExecutor(sub.plan, definition.label);
    }
    if (!definition || !executor)
      return { ok: false, problem: localized('flowRun.noBehaviour', { node: node.id }), nodeId: node.id };
    planned.push({
      id: node.id,
      name: nameOf(node, definition),
      definition,
      executor,
      params: parameterValues(definition, node.data.parameters),
      resources: resources.get(node.id),
      incoming: data.edges
        .filter((edge) => edge.target === node.id && !isResourceEdge(data, edge.source))
        .map((edge) => ({
          source: edge.source,
          sourceOrder: orderOf(edge.source_order, edge.source_handle),
          targetOrder: orderOf(edge.target_order, edge.target_handle),
        })),
    });
  }
  const nodes = runOrder(planned);
  const output = nodes.find((node) => node.definition.sendsAnswer === true);
  const sources = new Set(data.edges.map((edge) => edge.source));
  const leaves = nodes.filter((node) => !sources.has(node.id));
  const answer = output ?? leaves[leaves.length - 1] ?? nodes[nodes.length - 1];
  if (!answer) return { ok: false, problem: localized('flow.problem.noNodes'), nodeId: null };
  const plan = {
    nodes,
    answerNodeId: answer.id,
    streams: output !== undefined,
    entryNodeId: check.entryNodeId,
  };
  return { ok: true, plan };
}
