import type { LocalizedText } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import type { FlowResource, NodeExecutor } from './node-executor';

/** An edge into a node: where it comes from and which input it lands on. */
export interface PlannedEdge {
  source: string;
  sourceOrder: number;
  targetOrder: number;
}

export interface PlannedNode {
  id: string;
  /** The canvas label (or the node type's name): failures name the node by it. */
  name: LocalizedText;
  definition: NodeDefinition;
  executor: NodeExecutor;
  /** Parameter values as saved, defaults filled, variables not yet resolved. */
  params: Record<string, unknown>;
  incoming: PlannedEdge[];
  /** The DB-GPT resources wired to its parameters, by parameter name. */
  resources?: Record<string, FlowResource>;
}

/** A checked flow, its nodes in an order where every node comes after those it reads from. */
export interface FlowPlan {
  nodes: PlannedNode[];
  /** The node whose value is the flow's answer: the streaming output, else the last leaf. */
  answerNodeId: string;
  /** The answer streams (the flow has a streaming output). */
  streams: boolean;
  /** A sub-flow's node that takes the composite operator's input. */
  entryNodeId?: string;
}

export type FlowPlanResult =
  { ok: true; plan: FlowPlan } | { ok: false; problem: LocalizedText; nodeId: string | null };
