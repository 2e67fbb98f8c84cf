import { createSseParser } from './sse-parser';

/** Where a stream stands after a payload: still open, finished by an end marker, or failed. */
export type StreamOutcome = 'open' | 'done' | 'error';

/**
 * Reads a server-sent-events body payload by payload until `onPayload` says the stream is over or
 * the body ends; then calls `onDone`, unless a payload failed or the caller aborted (aborting is quiet).
 */
export async function readSseBody(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
  onPayload: (payload: string) => StreamOutcome,
  onDone: () => void,
): Promise<void> {
  const reader = body.getReader();
  // Cancelling the reader ends a pending read even where aborting the request does not reach the body.
  const cancelOnAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  // An object, because the parser callback changes it behind the compiler's flow analysis.
  const progress: { outcome: StreamOutcome } = { outcome: 'open' };
  const parser = createSseParser((payload) => {
    if (progress.outcome !== 'open' || signal?.aborted) return;
    progress.outcome = onPayload(payload);
  });

  try {
    const decoder = new TextDecoder();
    while (progress.outcome === 'open' && !signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (signal?.aborted) return;
    if (progress.outcome === 'open') {
      parser.feed(decoder.decode());
      parser.end();
    }
    if (progress.outcome !== 'error' && !signal?.aborted) onDone();
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    // After an end marker, an error or a throwing handler the server may still be sending; stop listening.
    // Not awaited: a cancel can wait on the underlying connection, and the caller is finished either way.
    void reader.cancel().catch(() => undefined);
  }
}
