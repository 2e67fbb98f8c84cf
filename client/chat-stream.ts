import i18next from 'i18next';
import type { ChatCompletionRequest } from '@/contract/chat-completion';
import { API_BASE_URL } from './http';
import { readUserId } from './identity';
import { languageHeader } from './language-header';
import { embedHeaders } from './embed-session';
import { readSseBody } from './sse-body';
import { announceSessionEnded } from './session-events';
import { readEnvelopeMessage, readJsonAnswer } from './stream-response';
import { applyChatFrame, EMPTY_CHAT_STREAM_STATE, parseChatFrame, type ChatStreamState } from './chat-frame';
import '@/locales/areas/request';

export const CHAT_COMPLETIONS_PATH = '/api/v1/chat/completions';

export interface ChatStreamMessage {
  /** The whole answer so far: show it in place of the previous one. */
  content: string;
  reasoning?: string;
}

export interface ChatStreamHandlers {
  onMessage(message: ChatStreamMessage): void;
  /** The answer is complete (`[DONE]`, or the stream closed normally). */
  onDone(): void;
  /** The answer failed; `message` is ready to show. Not called when the caller aborted. */
  onError(message: string): void;
  /** Called once at the very end, whatever the outcome (done, error or abort). */
  onClose?(): void;
}

export interface ChatStreamOptions {
  signal?: AbortSignal;
  /** Another streaming endpoint with the same body, e.g. a path under `API_BASE_URL` or an absolute URL. */
  url?: string;
}

/** Wraps an exception thrown by a caller's handler, so it is not mistaken for a network failure. */
class HandlerFailure {
  constructor(readonly cause: unknown) {}
}

function guardHandlers(handlers: ChatStreamHandlers): ChatStreamHandlers {
  const guard =
    <Args extends unknown[]>(handler: (...args: Args) => void) =>
    (...args: Args) => {
      try {
        handler(...args);
      } catch (cause: unknown) {
        throw new HandlerFailure(cause);
      }
    };
  return {
    onMessage: guard((message: ChatStreamMessage) => handlers.onMessage(message)),
    onDone: guard(() => handlers.onDone()),
    onError: guard((message: string) => handlers.onError(message)),
  };
}

function resolveUrl(url: string): string {
  return url.startsWith('/') ? `${API_BASE_URL}${url}` : url;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

function orFallback(message: string): string {
  return message.trim() || i18next.t('request:streamFailed');
}

/** A plain JSON envelope instead of a stream: the whole answer or the error. */
async function deliverJsonBody(response: Response, handlers: ChatStreamHandlers): Promise<void> {
  const answer = await readJsonAnswer(response);
  if (!answer.ok) return handlers.onError(answer.message);
  handlers.onMessage({ content: answer.text });
  handlers.onDone();
}

async function deliverEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: ChatStreamHandlers,
  signal: AbortSignal | undefined,
): Promise<void> {
  let state: ChatStreamState = EMPTY_CHAT_STREAM_STATE;
  await readSseBody(
    body,
    signal,
    (payload) => {
      const frame = parseChatFrame(payload);
      if (frame.kind === 'error') {
        handlers.onError(orFallback(frame.message));
        return 'error';
      }
      const next = applyChatFrame(state, frame);
      if (next.content !== state.content || next.reasoning !== state.reasoning) {
        state = next;
        handlers.onMessage(
          state.reasoning
            ? { content: state.content, reasoning: state.reasoning }
            : { content: state.content },
        );
      }
      return frame.kind === 'done' ? 'done' : 'open';
    },
    handlers.onDone,
  );
}

async function exchange(
  body: ChatCompletionRequest,
  handlers: ChatStreamHandlers,
  options: ChatStreamOptions,
): Promise<void> {
  const { signal } = options;
  try {
    const response = await fetch(resolveUrl(options.url ?? CHAT_COMPLETIONS_PATH), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'user-id': readUserId(),
        ...languageHeader(),
        ...embedHeaders(),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      if (response.status === 401) announceSessionEnded();
      const message = await readEnvelopeMessage(response);
      if (!signal?.aborted)
        handlers.onError(message ?? i18next.t('request:httpStatus', { status: response.status }));
      return;
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      await deliverJsonBody(response, handlers);
      return;
    }
    if (!response.body) {
      handlers.onDone();
      return;
    }
    await deliverEventStream(response.body, handlers, signal);
  } catch (error: unknown) {
    if (error instanceof HandlerFailure) throw error;
    if (!isAbort(error, signal)) handlers.onError(i18next.t('request:unreachable'));
  }
}

/**
 * Posts a chat completion and streams the answer to `handlers` (contract S.1–S.6).
 *
 * `onMessage` always receives the complete answer so far, whether the server sends cumulative frames,
 * deltas or agent `vis` frames. Errors — HTTP failures, error envelopes, `[SERVER_ERROR]`-style markers,
 * an unreachable server — arrive once through `onError`. Aborting through `signal` ends quietly.
 * The returned promise settles when the exchange is over; it rejects only with what a handler threw.
 */
export async function streamChatCompletion(
  body: ChatCompletionRequest,
  handlers: ChatStreamHandlers,
  options: ChatStreamOptions = {},
): Promise<void> {
  try {
    await exchange(body, guardHandlers(handlers), options);
  } catch (error: unknown) {
    throw error instanceof HandlerFailure ? error.cause : error;
  } finally {
    handlers.onClose?.();
  }
}
