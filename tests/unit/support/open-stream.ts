const encoder = new TextEncoder();

/** A response body the test writes into frame by frame, and may leave open. */
export function openStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
    },
  });
  return {
    body,
    send(text: string) {
      if (!closed) controller?.enqueue(encoder.encode(text));
    },
    close() {
      if (closed) return;
      closed = true;
      controller?.close();
    },
    get cancelled() {
      return closed;
    },
  };
}
