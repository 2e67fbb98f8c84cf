import { createParser } from 'eventsource-parser';

/** The parts of an OpenAI-style `chat.completion.chunk` the server reads. */
export interface CompletionChunk {
  choices?: { delta?: CompletionDelta }[];
  /** Some gateways report a failure inside the stream instead of with a status. */
  error?: unknown;
}

export interface CompletionDelta {
  content?: string | null;
  /** DeepSeek and vLLM send thinking as `reasoning_content`, newer Ollama and vLLM as `reasoning`. */
  reasoning_content?: unknown;
  reasoning?: unknown;
  tool_calls?: WireToolCallDelta[];
}

export interface WireToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

/**
 * The connection dropped while the answer streamed. Its message is the word fetch used for the same
 * failure ("terminated"), which users already see in the chat.
 */
export class ProviderStreamCut extends Error {
  override name = 'ProviderStreamCut';

  constructor(cause: unknown) {
    super('terminated', { cause });
  }
}

function parseChunk(data: string): CompletionChunk {
  const chunk = JSON.parse(data) as CompletionChunk;
  if (chunk?.error) {
    const message = (chunk.error as { message?: unknown }).message;
    throw new Error(typeof message === 'string' ? message : JSON.stringify(chunk.error));
  }
  return chunk;
}

/**
 * Reads the server-sent events of a streamed chat completion and yields their JSON chunks until
 * `[DONE]`. The rest of the body is still read to its end (quickly: it is only the chunked end), so that
 * the connection goes back to the pool; a failure after `[DONE]` no longer matters. `onBytes` runs on
 * every piece of the body that arrives (the caller's idle timer).
 */
export async function* completionChunks(
  body: AsyncIterable<Uint8Array>,
  onBytes: () => void,
): AsyncGenerator<CompletionChunk> {
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  const decoder = new TextDecoder();
  const bytes = body[Symbol.asyncIterator]();
  let done = false;
  let exhausted = false;
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await bytes.next();
      } catch (error) {
        exhausted = true;
        if (done) return;
        throw new ProviderStreamCut(error);
      }
      if (next.done) {
        exhausted = true;
        return;
      }
      onBytes();
      if (done) continue;
      parser.feed(decoder.decode(next.value, { stream: true }));
      for (const data of events.splice(0)) {
        if (data.startsWith('[DONE]')) {
          done = true;
          break;
        }
        yield parseChunk(data);
      }
    }
  } finally {
    // The caller stopped early: release the body (and with it the connection).
    if (!exhausted) await bytes.return?.();
  }
}
