import type { ServerLanguage } from '../../i18n/language';
import type { LocalizedText } from '../../i18n/localized-text';
import type { RouteContext } from '../../context';
import type { FlowChunk, FlowHttpRequest, FlowRequestBody } from './flow-values';

/** One value that reached a node's input: the input's order and the output it came from. */
export interface ArrivedInput {
  order: number;
  /** The source output's name (`question`, `chunks`…): join's `merge` keys values by it. */
  sourceName: string;
  value: unknown;
}

/** What every node of one run shares. */
export interface RunScope {
  context: RouteContext;
  userId: string;
  /** Whose datasources the nodes may name (see `FlowRunOptions.chooserId`). */
  chooserId: string;
  language: ServerLanguage;
  /** The trigger's request. */
  request: FlowRequestBody;
  /**
   * The HTTP request that called the flow's trigger, when one did (DB-GPT's `RequestHttpTrigger` hands it on);
   * kept apart from `request` so that no other node passes its headers on.
   */
  http?: FlowHttpRequest;
  /** Aborted when the caller leaves or the run takes too long; model calls and queries stop with it. */
  signal: AbortSignal;
  /** Chunks the run gave a model: the answer cites them. */
  cite(chunks: readonly FlowChunk[]): void;
}

/**
 * A DB-GPT resource node wired to a parameter (its prompt, LLM client, datasource…): the values set on it and
 * the resources wired to its own parameters. The node reading it decides what it means on this server.
 */
export interface FlowResource {
  nodeId: string;
  typeName: string;
  params: Readonly<Record<string, unknown>>;
  resources: Readonly<Record<string, FlowResource>>;
}

export interface NodeCall {
  /** The node's parameter values, defaults filled and variables resolved. */
  params: Readonly<Record<string, unknown>>;
  /** The resources wired to the node's parameters, by parameter name. */
  resources?: Readonly<Record<string, FlowResource>>;
  /** The values that arrived, by input order (several for a dynamic input). */
  inputs: readonly ArrivedInput[];
  run: RunScope;
}

/** A node's result: its value on every output, or (a branch) on one output only. */
export interface NodeResult {
  value: unknown;
  /** Only this output carries the value; the others' successors are skipped. */
  onlyOutput?: number;
  /**
   * The node chose not to act (a DB-GPT agent its branch did not name): its successors get nothing from it,
   * as behind an untaken branch.
   */
  skipped?: boolean;
  /** A value of its own on some outputs (by order), where `value` is not what they give. */
  outputs?: readonly unknown[];
}

export type NodeExecutor = (call: NodeCall) => Promise<NodeResult>;

/** A failure a user can act on, told in their language and naming the node. */
export class NodeProblem extends Error {
  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
    this.name = 'NodeProblem';
  }
}

/** The value at input `order` (the first one that arrived). */
export function inputValue(call: NodeCall, order = 0): unknown {
  return call.inputs.find((input) => input.order === order)?.value;
}

export function textParam(call: NodeCall, name: string): string {
  const value = call.params[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function numberParam(call: NodeCall, name: string, fallback: number): number {
  const value = call.params[name];
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}
