import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ServerLanguage } from '../i18n/language';
import { requestLanguage } from '../i18n/request-language';
import { SSE_HEADERS } from './sse-frames';

/** An open event stream to one client. */
export interface SseResponse {
  /** Writes an already formatted frame; ignored once the stream is closed either way. */
  write(frame: string): void;
  /** Ends the response normally. */
  end(): void;
  /** The caller's language, for the readable reasons of error frames. */
  readonly language: ServerLanguage;
  /** True once the client went away (disconnect, or a stopped fetch) before the response ended. */
  readonly clientGone: boolean;
  /** Called once when the client goes away before the response ended. */
  onClientGone(listener: () => void): void;
  /** True while frames wait in memory because the client reads slower than they are written. */
  readonly congested: boolean;
  /** Called once when the waiting frames have gone out (never, if the client leaves first). */
  onDrain(listener: () => void): void;
}

/**
 * Starts an event-stream response: the headers of contract S.1 go out now, frames follow as written.
 * Sending a stream through Fastify (rather than hijacking the socket) keeps the headers other hooks
 * set, such as CORS.
 */
export function openSseResponse(reply: FastifyReply): SseResponse {
  // A readable fed frame by frame (a PassThrough cost a write and a transform more per token). Fastify
  // pipes it to the socket and reads on once the socket took what it had: that is when it drains.
  const drainListeners: (() => void)[] = [];
  const body = new Readable({
    read() {
      for (const listener of drainListeners.splice(0)) listener();
    },
  });
  // Fastify destroys the body when the client leaves; a late write must not become an uncaught error.
  body.on('error', () => undefined);
  let gone = false;
  let ended = false;
  const listeners: (() => void)[] = [];

  reply.raw.on('close', () => {
    if (ended && reply.raw.writableFinished) return;
    if (gone) return;
    gone = true;
    for (const listener of listeners.splice(0)) listener();
  });

  reply.code(200).headers(SSE_HEADERS);
  void reply.send(body);

  return {
    language: requestLanguage(reply.request),
    write(frame) {
      if (gone || ended || body.destroyed) return;
      body.push(frame);
    },
    end() {
      if (ended) return;
      ended = true;
      if (!body.destroyed) body.push(null);
    },
    get clientGone() {
      return gone;
    },
    onClientGone(listener) {
      if (gone) listener();
      else listeners.push(listener);
    },
    get congested() {
      return body.readableLength >= body.readableHighWaterMark;
    },
    onDrain(listener) {
      drainListeners.push(listener);
    },
  };
}
