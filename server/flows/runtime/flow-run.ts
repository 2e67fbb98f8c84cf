import type { ReferenceDocument } from '@/contract/knowledge';
import { referencesOfChunks } from './flow-references';
import { ApiError } from '../../http/api-error';
import type { ServerLanguage } from '../../i18n/language';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import { ModelProviderError } from '../../models/provider-error';
import type { RouteContext } from '../../context';
import type { FlowNodeTrace } from '@/contract/flow/debug';
import { UNRESOLVED_VARIABLES } from './flow-variables';
import type { FlowPlan, PlannedNode } from './planned-flow';
import { valueText, type FlowChunk, type FlowModelOutput, type FlowRequestBody } from './flow-values';
import { NodeProblem, type ArrivedInput, type NodeResult, type RunScope } from './node-executor';
import { NodeTracer, preview } from './node-trace';
import { SecretRedactor } from './secret-redactor';
import { FlowTextStream, isTextStream } from './text-stream';

/** `FLOW_RUN_TIMEOUT_MS` when the server does not say. */
export const DEFAULT_FLOW_RUN_TIMEOUT_MS = 120_000;

export interface FlowRunOptions {
  context: RouteContext;
  userId: string;
  /**
   * Whose datasources the nodes may name: a stored flow's owner (their choice, as an app's), the caller
   * for a canvas run in the editor. The caller when left out.
   */
  chooserId?: string;
  language: ServerLanguage;
  request: FlowRequestBody;
  /** The stored flow, when it is one (the variables store scopes variables by it). */
  flowUid?: string;
  /** Values for the flow's variables for this run only (the debug run's `variables`). */
  variables?: Readonly<Record<string, unknown>>;
  /** Aborting it (the caller left) cancels the run and its model calls. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Receives each node's trace frame (contract/flow/debug.ts), secrets masked. */
  onTrace?: (trace: FlowNodeTrace) => void;
}

/** The answer of a run that ended: the answer node's value and the passages it cites. */
export interface FlowAnswer {
  value: unknown;
  references: ReferenceDocument[];
}

/**
 * The run failed; `message` is in the caller's language, names the node and holds no secret. `status` is
 * the HTTP status a caller gets for it: the caller's problem (4xx: refused, missing, bad input), a service
 * behind the node failing (502), the time limit (504), or a fault here (500).
 */
export class FlowRunError extends Error {
  constructor(
    message: string,
    readonly nodeId: string | null,
    readonly status: number = 500,
  ) {
    super(message);
    this.name = 'FlowRunError';
  }
}

/** The caller left: nothing more is sent. */
export class FlowRunCancelled extends Error {
  override name = 'FlowRunCancelled';
}

class TimedOut extends Error {}

/** The promise, or the abort's reason as soon as the run is stopped (a query that ignores the signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What a failure means for the caller, as an HTTP status (see FlowRunError). */
function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (error instanceof ModelProviderError) return 502;
  if (error instanceof NodeProblem) return 422;
  return 500;
}

function reasonOf(error: unknown): LocalizedText {
  if (error instanceof NodeProblem || error instanceof ModelProviderError || error instanceof ApiError)
    return error.text;
  return verbatim(error instanceof Error ? error.message : String(error));
}

/** The values that reach a node; undefined when it is skipped (an input got nothing: a branch not taken). */
function arrivedInputs(node: PlannedNode, done: ReadonlyMap<string, NodeResult>, plan: FlowPlan) {
  const arrived: ArrivedInput[] = [];
  for (const edge of node.incoming) {
    const result = done.get(edge.source);
    if (!result || (result.onlyOutput !== undefined && result.onlyOutput !== edge.sourceOrder)) continue;
    const source = plan.nodes.find((candidate) => candidate.id === edge.source);
    const sourceName = source?.definition.outputs[edge.sourceOrder]?.name ?? 'value';
    const value = result.outputs?.[edge.sourceOrder] ?? result.value;
    arrived.push({ order: edge.targetOrder, sourceName, value });
  }
  const { inputs } = node.definition;
  const complete = inputs.every((input, index) =>
    input.dynamic ? arrived.length > 0 : input.optional || arrived.some((value) => value.order === index),
  );
  return complete ? arrived : undefined;
}

/**
 * Runs a planned flow: each node in order, values passed along edges, nodes behind an untaken branch
 * skipped. Yields the streaming output's text as it comes (secrets masked); returns the answer.
 * Throws FlowRunError (naming the node) on failure or time-out, FlowRunCancelled when the caller left.
 */
export async function* runFlow(plan: FlowPlan, options: FlowRunOptions): AsyncGenerator<string, FlowAnswer> {
  const timeoutMs = options.timeoutMs ?? options.context.flowRuns?.timeoutMs ?? DEFAULT_FLOW_RUN_TIMEOUT_MS;
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new TimedOut()), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
  const redactor = new SecretRedactor();
  const tracer = new NodeTracer(options.onTrace, (value) => redactor.value(value));
  const cited: FlowChunk[] = [];
  const done = new Map<string, NodeResult>();
  let active: PlannedNode | undefined;
  const scope: RunScope = {
    context: options.context,
    userId: options.userId,
    chooserId: options.chooserId ?? options.userId,
    language: options.language,
    request: options.request,
    signal,
    cite: (chunks) => cited.push(...chunks.filter((chunk) => !cited.includes(chunk))),
  };
  const fail = (node: PlannedNode | undefined, reason: LocalizedText, status = 422): FlowRunError => {
    const text = node
      ? localized('flowRun.nodeFailed', { node: node.name, id: node.id, reason })
      : localized('flowRun.failed', { reason });
    return new FlowRunError(redactor.text(text.in(options.language)), node?.id ?? null, status);
  };
  const tracedFailures = new Set<string>();
  const traceFailure = (failure: Error) => {
    if (!(failure instanceof FlowRunError) || failure.nodeId === null || tracedFailures.has(failure.nodeId))
      return;
    tracedFailures.add(failure.nodeId);
    tracer.emit({ node_id: failure.nodeId, status: 'failed', error: failure.message });
  };
  const stopped = (error: unknown): Error => {
    if (error instanceof FlowRunError || error instanceof FlowRunCancelled) return error;
    if (timer.signal.aborted)
      return fail(active, localized('flowRun.timedOut', { seconds: Math.round(timeoutMs / 100) / 10 }), 504);
    if (options.signal?.aborted) return new FlowRunCancelled();
    return fail(active, reasonOf(error), statusOf(error));
  };
  /** A node's stream, traced as it grows; its failure names that node. */
  const observed = (node: PlannedNode, stream: FlowTextStream, startedAt: number) =>
    new FlowTextStream(
      (async function* () {
        try {
          for await (const chunk of stream) {
            tracer.progress(node.id, redactor.settled(stream.soFar));
            yield chunk;
          }
        } catch (error) {
          active = node;
          const failure = stopped(error);
          traceFailure(failure);
          throw failure;
        }
        const duration = Date.now() - startedAt;
        tracer.emit({
          node_id: node.id,
          status: 'done',
          output: preview(stream.soFar),
          duration_ms: duration,
        });
      })(),
    );

  try {
    for (const node of plan.nodes) {
      if (signal.aborted) throw signal.reason;
      active = node;
      const arrived = arrivedInputs(node, done, plan);
      if (!arrived) {
        tracer.emit({ node_id: node.id, status: 'skipped' });
        continue;
      }
      const startedAt = Date.now();
      // DB-GPT's streaming output is an `output_parser` node that sends the answer.
      const isSender = node.definition.category === 'sender' || node.definition.sendsAnswer === true;
      // Nodes other than the output read a stream as the whole answer.
      const inputs = isSender
        ? arrived
        : await untilAborted(
            Promise.all(
              arrived.map(async (input) =>
                isTextStream(input.value)
                  ? {
                      ...input,
                      value: { text: await input.value.collect(), error_code: 0 } satisfies FlowModelOutput,
                    }
                  : input,
              ),
            ),
            signal,
          );
      active = node;
      const inputPreview = Object.fromEntries(
        inputs.map((input) => [
          node.definition.inputs[input.order]?.name ?? String(input.order),
          preview(input.value),
        ]),
      );
      tracer.emit({ node_id: node.id, status: 'running', input: inputPreview });
      const resolved = await untilAborted(
        (options.context.flowVariables ?? UNRESOLVED_VARIABLES).resolve(node.params, {
          userId: options.userId,
          flowUid: options.flowUid,
          overrides: options.variables,
        }),
        signal,
      );
      if (!resolved.ok) throw fail(node, resolved.problem);
      redactor.add(resolved.secrets);
      const params = (resolved.value ?? {}) as Record<string, unknown>;
      let result = await untilAborted(
        node.executor({ params, inputs, run: scope, resources: node.resources }),
        signal,
      );
      if (isTextStream(result.value)) result = { ...result, value: observed(node, result.value, startedAt) };
      else
        tracer.emit({
          node_id: node.id,
          status: 'done',
          output: preview(result.value),
          duration_ms: Date.now() - startedAt,
        });
      done.set(node.id, result);
      if (isSender && node.id === plan.answerNodeId) {
        const value = result.value;
        // A whole answer (an LLM node's model output, a map's text) is sent as the text it reads as.
        const chunks = isTextStream(value) ? value : [valueText(value)];
        for await (const chunk of redactor.stream(chunks)) {
          if (signal.aborted) throw signal.reason;
          yield chunk;
        }
        active = node;
      }
    }
    const answer = done.get(plan.answerNodeId)?.value;
    const value = isTextStream(answer) ? await answer.collect() : answer;
    return {
      value: redactor.value(value),
      references: referencesOfChunks(cited),
    };
  } catch (error) {
    const failure = stopped(error);
    traceFailure(failure);
    throw failure;
  } finally {
    clearTimeout(timeout);
  }
}
