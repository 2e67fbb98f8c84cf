import { createParser, type EventSourceMessage } from 'eventsource-parser';
import i18next from 'i18next';
import { STREAM_DONE } from '@/contract/constants/chat';
import type { FlowDebugRequest, FlowNodeTrace, FlowNodeTraceStatus } from '@/contract/flow/debug';
import { errorAfterMarker, unescapeNewlines } from './chat-frame';
import { postForStream, refusalMessage } from './post-stream';
import { readJsonAnswer } from './stream-response';
import '@/locales/areas/request';

export const FLOW_DEBUG_PATH = '/api/v2/serve/awel/flow/debug';

export interface FlowDebugHandlers {
  /** A node started, produced more, finished or failed (only with `trace: true`). */
  onNode(trace: FlowNodeTrace): void;
  /** The flow's whole answer so far: show it in place of the previous one. */
  onText(text: string): void;
  /** The run is over and succeeded (the stream closed). */
  onDone(): void;
  /** The run failed; `message` is ready to show. Not called when the caller aborted. */
  onError(message: string): void;
  /** Called once at the very end, whatever the outcome. */
  onClose?(): void;
}

export interface FlowDebugOptions {
  signal?: AbortSignal;
}

type Outcome = 'open' | 'done' | 'error';

/** `FLOW_NODE_TRACE_EVENT` of the contract (its module brings the schema library, which clients leave out). */
const NODE_EVENT = 'node';
const STATUSES: readonly FlowNodeTraceStatus[] = ['running', 'done', 'failed', 'skipped'];

/** A node frame's JSON as a trace, or undefined when it is not one (a newer server's other shape). */
function traceOf(data: string): FlowNodeTrace | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const trace = json as Partial<FlowNodeTrace>;
  if (typeof trace.node_id !== 'string' || !STATUSES.includes(trace.status as FlowNodeTraceStatus))
    return undefined;
  return trace as FlowNodeTrace;
}

/** What one event of the debug stream means for the handlers; the outcome after it. */
function deliverEvent(
  event: EventSourceMessage,
  handlers: FlowDebugHandlers,
  shown: { text: string },
): Outcome {
  if (event.event === NODE_EVENT) {
    const trace = traceOf(event.data);
    if (trace) handlers.onNode(trace);
    return 'open';
  }
  if (event.event !== undefined && event.event !== 'message') return 'open';
  if (event.data.trim() === STREAM_DONE) return 'done';
  const error = errorAfterMarker(event.data);
  if (error !== undefined) {
    handlers.onError(error || i18next.t('request:streamFailed'));
    return 'error';
  }
  // Frames escape every newline (contract S.7); one with a real newline came from a server that does not.
  const text = event.data.includes('\n') ? event.data : unescapeNewlines(event.data);
  if (text !== shown.text) {
    shown.text = text;
    handlers.onText(text);
  }
  return 'open';
}

async function deliverStream(
  body: ReadableStream<Uint8Array>,
  handlers: FlowDebugHandlers,
  signal: AbortSignal | undefined,
): Promise<void> {
  const reader = body.getReader();
  // Cancelling the reader ends a pending read even where aborting the request does not reach the body.
  const cancelOnAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  const progress: { outcome: Outcome } = { outcome: 'open' };
  const shown = { text: '' };
  const parser = createParser({
    onEvent(event) {
      if (progress.outcome !== 'open' || signal?.aborted) return;
      progress.outcome = deliverEvent(event, handlers, shown);
    },
  });
  try {
    const decoder = new TextDecoder();
    while (progress.outcome === 'open' && !signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (signal?.aborted) return;
    // An event still lacking its blank line when the stream closed is delivered anyway.
    if (progress.outcome === 'open') parser.feed(`${decoder.decode()}\n\n`);
    if (progress.outcome !== 'error' && !signal?.aborted) handlers.onDone();
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * Runs an unsaved flow once with a test input (contract S.7) and streams what happens: with `trace: true`
 * every node's progress through `onNode`, and the growing answer through `onText`. A refusal before the
 * stream (an envelope with a 4xx) and a `[SERVER_ERROR]` frame arrive once through `onError`, in the
 * user's language; aborting through `signal` ends quietly. The promise settles when it is over.
 */
export async function streamFlowDebug(
  body: FlowDebugRequest,
  handlers: FlowDebugHandlers,
  { signal }: FlowDebugOptions = {},
): Promise<void> {
  try {
    const response = await postForStream(FLOW_DEBUG_PATH, body, signal);
    if (!response.ok) {
      const message = await refusalMessage(response);
      if (!signal?.aborted) handlers.onError(message);
      return;
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const answer = await readJsonAnswer(response);
      if (!answer.ok) return handlers.onError(answer.message);
      handlers.onText(answer.text);
      return handlers.onDone();
    }
    if (!response.body) return handlers.onDone();
    await deliverStream(response.body, handlers, signal);
  } catch (error: unknown) {
    const aborted = Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
    if (!aborted) handlers.onError(i18next.t('request:unreachable'));
  } finally {
    handlers.onClose?.();
  }
}
