import i18next from 'i18next';
import { STREAM_DONE } from '@/contract/constants/chat';
import type { PromptDebugRequest } from '@/contract/prompt';
import { errorAfterMarker, unescapeNewlines } from './chat-frame';
import { postForStream, refusalMessage } from './post-stream';
import { readSseBody } from './sse-body';
import { readJsonAnswer } from './stream-response';
import '@/locales/areas/request';

export const PROMPT_DEBUG_PATH = '/prompt/template/debug';

export interface PromptDebugHandlers {
  /** The whole answer so far: show it in place of the previous one. */
  onText(text: string): void;
  /** The answer is complete (`[DONE]`, or the stream closed normally). */
  onDone(): void;
  /** The test failed; `message` is ready to show. Not called when the caller aborted. */
  onError(message: string): void;
  /** Called once at the very end, whatever the outcome. */
  onClose?(): void;
}

export interface PromptDebugOptions {
  signal?: AbortSignal;
}

/**
 * Older servers send every newline of a frame as the two characters `\n`; a frame with a real newline
 * came from a server that does not, and its `\n` sequences (in JSON strings, say) are the model's own.
 */
function frameText(payload: string): string {
  return payload.includes('\n') ? payload : unescapeNewlines(payload);
}

/** A plain JSON envelope instead of a stream is the whole answer, or the reason there is none. */
async function deliverJson(response: Response, handlers: PromptDebugHandlers): Promise<void> {
  const answer = await readJsonAnswer(response);
  if (!answer.ok) return handlers.onError(answer.message);
  handlers.onText(answer.text);
  handlers.onDone();
}

async function deliverStream(
  body: ReadableStream<Uint8Array>,
  handlers: PromptDebugHandlers,
  signal: AbortSignal | undefined,
): Promise<void> {
  let shown = '';
  await readSseBody(
    body,
    signal,
    (payload) => {
      if (payload.trim() === STREAM_DONE) return 'done';
      const error = errorAfterMarker(payload);
      if (error !== undefined) {
        handlers.onError(error || i18next.t('request:streamFailed'));
        return 'error';
      }
      const text = frameText(payload);
      if (text !== shown) {
        shown = text;
        handlers.onText(text);
      }
      return 'open';
    },
    handlers.onDone,
  );
}

/**
 * Sends the prompt being edited with its test values to the chosen model and streams the answer
 * (contract S.8). Each `data:` frame holds the whole text so far; `data:[DONE]` ends it. Failures arrive
 * once through `onError`; aborting through `signal` ends quietly. The promise settles when it is over.
 */
export async function streamPromptDebug(
  body: PromptDebugRequest,
  handlers: PromptDebugHandlers,
  { signal }: PromptDebugOptions = {},
): Promise<void> {
  try {
    const response = await postForStream(PROMPT_DEBUG_PATH, body, signal);
    if (!response.ok) {
      const message = await refusalMessage(response);
      if (!signal?.aborted) handlers.onError(message);
      return;
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json'))
      return await deliverJson(response, handlers);
    if (!response.body) return handlers.onDone();
    await deliverStream(response.body, handlers, signal);
  } catch (error: unknown) {
    const aborted = Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
    if (!aborted) handlers.onError(i18next.t('request:unreachable'));
  } finally {
    handlers.onClose?.();
  }
}
