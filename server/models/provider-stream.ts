import type { Dispatcher } from 'undici';
import type { ModelEndpointConfig } from './models-config';
import {
  errorDetail,
  ProviderConnectionError,
  ProviderHttpError,
  providerAgent,
  providerRequestOptions,
  retryAfterMs,
  type ProviderCall,
} from './provider-http';

/** Pieces held for a reader that has not asked for them yet before the connection is paused. */
const PAUSE_AT_PIECES = 64;

/** Why the body was released before its end: the reader stopped early. */
class BodyReleased extends Error {
  override name = 'BodyReleased';
}

/**
 * A response body read piece by piece as the connection delivers them, with no stream object in
 * between: a streamed answer is hundreds of tiny pieces, and a Readable and its async iterator cost
 * more per piece than the rest of relaying it. A reader that falls behind pauses the connection;
 * leaving early (`return`) aborts the request, which closes the connection.
 */
class ResponseBody implements AsyncIterableIterator<Uint8Array> {
  private readonly pieces: Uint8Array[] = [];
  private ended = false;
  private failure: { error: unknown } | undefined;
  private waiting:
    { resolve(result: IteratorResult<Uint8Array>): void; reject(error: unknown): void } | undefined;

  constructor(private readonly controller: Dispatcher.DispatchController) {}

  push(piece: Uint8Array): void {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting.resolve({ done: false, value: piece });
      return;
    }
    this.pieces.push(piece);
    if (this.pieces.length >= PAUSE_AT_PIECES && !this.controller.paused) this.controller.pause();
  }

  end(): void {
    this.ended = true;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ done: true, value: undefined });
  }

  fail(error: unknown): void {
    if (this.ended) return;
    this.failure = { error };
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }

  next(): Promise<IteratorResult<Uint8Array>> {
    const piece = this.pieces.shift();
    if (piece) {
      if (this.controller.paused && this.pieces.length < PAUSE_AT_PIECES / 2) this.controller.resume();
      return Promise.resolve({ done: false, value: piece });
    }
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  return(): Promise<IteratorResult<Uint8Array>> {
    if (!this.ended && !this.failure) {
      this.ended = true;
      this.pieces.length = 0;
      if (!this.controller.aborted) this.controller.abort(new BodyReleased('the reader left early'));
    }
    return Promise.resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** Until the status: resolves with the body on 2xx, rejects as `sendProviderRequest` does otherwise. */
interface Opening {
  resolve(body: AsyncIterable<Uint8Array>): void;
  reject(error: unknown): void;
}

/** The dispatch of one streamed call: the status, then the body's pieces, or an error body to read. */
class StreamHandler implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private body: ResponseBody | undefined;
  /** A status other than 2xx: its body is read whole for the provider's message. */
  private refused:
    | { status: number; headers: Dispatcher.ResponseData['headers']; text: string; decoder: TextDecoder }
    | undefined;
  private settled = false;

  constructor(
    private readonly opening: Opening,
    private readonly signal: AbortSignal,
  ) {
    if (signal.aborted) return;
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = () => {
    if (this.controller && !this.controller.aborted) this.controller.abort(this.abortReason());
  };

  private abortReason(): Error {
    const reason: unknown = this.signal.reason;
    return reason instanceof Error ? reason : new Error(String(reason));
  }

  /** The call is over either way: the caller's signal no longer concerns it. */
  release(): void {
    this.signal.removeEventListener('abort', this.onAbort);
  }

  private open(result: { body: AsyncIterable<Uint8Array> } | { error: unknown }): void {
    if (this.settled) return;
    this.settled = true;
    if ('body' in result) this.opening.resolve(result.body);
    else this.opening.reject(result.error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.signal.aborted) controller.abort(this.abortReason());
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Dispatcher.ResponseData['headers'],
  ): void {
    this.controller = controller;
    if (statusCode < 200 || statusCode >= 300) {
      this.refused = { status: statusCode, headers, text: '', decoder: new TextDecoder() };
      return;
    }
    this.body = new ResponseBody(controller);
    this.open({ body: this.body });
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.refused) this.refused.text += this.refused.decoder.decode(chunk, { stream: true });
    else this.body?.push(chunk);
  }

  onResponseEnd(): void {
    this.release();
    if (this.refused) {
      const { status, headers, text } = this.refused;
      this.open({ error: new ProviderHttpError(status, errorDetail(text), retryAfterMs(headers)) });
      return;
    }
    this.body?.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.release();
    if (this.refused) {
      // The error body could not be read whole: the status alone tells what happened.
      const { status, headers } = this.refused;
      this.open({ error: new ProviderHttpError(status, '', retryAfterMs(headers)) });
      return;
    }
    if (this.body) {
      this.body.fail(error);
      return;
    }
    this.open({ error: this.signal.aborted ? this.signal.reason : new ProviderConnectionError(error) });
  }
}

/**
 * Sends a streamed call (`stream: true`) and resolves once a 2xx status came, to the body's pieces as
 * they arrive. Rejects as `sendProviderRequest` does: ProviderHttpError for any other status (with the
 * provider's message), ProviderConnectionError when no answer came, the abort's reason when `signal`
 * aborted. Aborting later ends the body with the reason; leaving the body early closes the connection.
 */
export function openProviderStream(
  endpoint: ModelEndpointConfig,
  call: ProviderCall,
): Promise<AsyncIterable<Uint8Array>> {
  return new Promise((resolve, reject) => {
    if (call.signal.aborted) {
      reject(call.signal.reason);
      return;
    }
    const handler = new StreamHandler({ resolve, reject }, call.signal);
    try {
      providerAgent.dispatch(providerRequestOptions(endpoint, call), handler);
    } catch (error) {
      // An address undici cannot use (a bad base URL), as sendProviderRequest reports it.
      handler.release();
      reject(new ProviderConnectionError(error));
    }
  });
}
