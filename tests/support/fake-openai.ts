/**
 * A small OpenAI-compatible server for tests: `/v1/chat/completions` (streamed or not), `/v1/models`,
 * `/v1/embeddings` and Ollama's `/api/tags` on 127.0.0.1, a free port (or the one asked for). Plain Node, no test framework: server tests, end-to-end
 * runs and `tsx` scripts can all start it. Each test scripts the replies and reads what was asked.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extractionReplyFor, wordsEmbeddingOf, type ExtractionGraph } from './fake-knowledge-replies';

export { EXTRACTION_PROMPT_START, wordsEmbeddingOf, type ExtractionGraph } from './fake-knowledge-replies';

/** How the fake answers the next chat completion. */
export interface FakeReply {
  /** The answer text (default "Hello from the fake model."). */
  text?: string;
  /** The answer cut into these chunks instead of word by word. */
  chunks?: string[];
  /** Thinking text sent before the answer as `reasoning_content` deltas (DeepSeek style). */
  reasoning?: string;
  /** Wait before the first chunk (a slow first token). */
  firstTokenDelayMs?: number;
  /** Wait between chunks. */
  tokenDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI error body instead (401, 429, 500…). */
  status?: number;
  errorMessage?: string;
  /** With `status`: this body as it is (an HTML page from a proxy, say) instead of the JSON error. */
  errorBody?: string;
  /** After the chunks, an OpenAI-style error object inside the stream (some gateways do this). */
  streamError?: string;
  /** Never answer: no headers, no body, until the client gives up. */
  hang?: boolean;
  /** Send this many chunks, then stall forever with the stream open. */
  stallAfterChunks?: number;
  /** Send this many chunks, then cut the connection (a provider dying mid-answer). */
  dropAfterChunks?: number;
  /**
   * Ask to call these tools after the text (default text: none). Streamed as OpenAI does: the id and
   * name first, then the arguments' JSON in two parts, finishing with `tool_calls`.
   */
  toolCalls?: FakeToolCall[];
}

export interface FakeToolCall {
  name: string;
  /** Sent as JSON text; a string is sent as it is (to test arguments that are not valid JSON). */
  arguments: unknown;
  id?: string;
}

function toolCallWire(call: FakeToolCall, index: number) {
  const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
  return { id: call.id ?? `call_${index}`, type: 'function', function: { name: call.name, arguments: args } };
}

function toolCallDeltas(calls: readonly FakeToolCall[]): object[] {
  return calls.flatMap((call, index) => {
    const wire = toolCallWire(call, index);
    const half = Math.ceil(wire.function.arguments.length / 2);
    return [
      {
        tool_calls: [
          { index, id: wire.id, type: 'function', function: { name: wire.function.name, arguments: '' } },
        ],
      },
      { tool_calls: [{ index, function: { arguments: wire.function.arguments.slice(0, half) } }] },
      { tool_calls: [{ index, function: { arguments: wire.function.arguments.slice(half) } }] },
    ];
  });
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** The parts of a chat completion body tests look at. */
export interface ChatCompletionBody {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
}

export interface FakeOpenAIOptions {
  /** The default reply (overridden by `setReply`, and once by `replyOnce`). */
  reply?: FakeReply;
  /**
   * Chooses the reply from the request when nothing is queued (end-to-end runs script the fake
   * through the question they type, since they cannot reach this process); undefined = the default.
   */
  replyFor?: (body: ChatCompletionBody) => FakeReply | undefined;
  /** Model ids listed by `/v1/models` and Ollama's `/api/tags` (default `["fake-model"]`). */
  models?: string[];
  /** Listen on this loopback port (a local server's default one, say) instead of any free one. */
  port?: number;
  /** When set, any other bearer key gets a 401 like OpenAI's. */
  apiKey?: string;
  embeddingDimensions?: number;
  /** Wait this long before answering each embeddings request (a slow embedding model). */
  embeddingDelayMs?: number;
  /**
   * `digest` (default): a vector from the text's hash, unrelated texts unrelated vectors. `words`: a hashed
   * bag of words (Intl.Segmenter words, so Chinese too), so that texts sharing words have close vectors.
   */
  embeddings?: 'digest' | 'words';
  /**
   * Answers the knowledge-graph extraction prompt (recognised by its system message) for a chunk's text:
   * the graph as an object (sent as fenced JSON, as models often do) or a raw answer text.
   */
  entityExtraction?: (chunkText: string) => ExtractionGraph | string;
}

export interface FakeOpenAI {
  /** Base URL without the `/v1` suffix, e.g. `http://127.0.0.1:43210`. */
  url: string;
  readonly requests: RecordedRequest[];
  /** The bodies of the chat completions received, oldest first. */
  chatRequests(): ChatCompletionBody[];
  setReply(reply: FakeReply): void;
  /** Queues a reply for one request; queued replies win over the default, first in first out. */
  replyOnce(reply: FakeReply): void;
  /** Forgets the recorded requests and queued replies and restores the default reply. */
  reset(): void;
  /** How many chat completions are being answered right now. */
  readonly openStreams: number;
  /** How many TCP connections clients have opened to the fake so far (keep-alive reuses one). */
  readonly connectionCount: number;
  close(): Promise<void>;
}

const DEFAULT_TEXT = 'Hello from the fake model.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the client (or the fake's own close) ends the connection. */
function untilClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (response.destroyed || response.writableFinished) resolve();
    else response.on('close', () => resolve());
  });
}

function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string): void {
  const type =
    status === 401 ? 'invalid_request_error' : status === 429 ? 'rate_limit_error' : 'server_error';
  sendJson(response, status, { error: { message, type, param: null, code: String(status) } });
}

function embeddingOf(text: string, dimensions: number): number[] {
  const digest = createHash('sha256').update(text).digest();
  return Array.from({ length: dimensions }, (_, index) => digest[index % digest.length] / 255 - 0.5);
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const queued: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const models = options.models ?? ['fake-model'];
  let defaultReply: FakeReply = options.reply ?? {};
  let openStreams = 0;
  let connectionCount = 0;
  let closed = false;

  /** Waits, unless the client left or the fake is closing; answers whether to go on. */
  async function pause(ms: number | undefined, response: ServerResponse): Promise<boolean> {
    if (ms) await sleep(ms);
    return !closed && !response.destroyed;
  }

  async function streamChat(body: ChatCompletionBody, reply: FakeReply, response: ServerResponse) {
    const text = reply.text ?? (reply.toolCalls ? '' : DEFAULT_TEXT);
    const chunks = reply.chunks ?? splitWords(text);
    const deltas = [
      ...splitWords(reply.reasoning ?? '').map((reasoning) => ({ reasoning_content: reasoning })),
      ...chunks.map((content) => ({ content })),
      ...toolCallDeltas(reply.toolCalls ?? []),
    ];
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model };
    const send = (delta: object, finishReason: string | null) =>
      response.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
      );
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (!(await pause(reply.firstTokenDelayMs, response))) return;
    send({ role: 'assistant', content: '' }, null);
    for (const [index, delta] of deltas.entries()) {
      if (index > 0 && !(await pause(reply.tokenDelayMs, response))) return;
      if (reply.dropAfterChunks === index) {
        response.socket?.destroy();
        return;
      }
      if (reply.stallAfterChunks === index) return untilClosed(response);
      send(delta, null);
    }
    if (reply.streamError) {
      response.end(
        `data: ${JSON.stringify({ error: { message: reply.streamError, type: 'server_error' } })}\n\n`,
      );
      return;
    }
    send({}, reply.toolCalls?.length ? 'tool_calls' : 'stop');
    response.end('data: [DONE]\n\n');
  }

  function answerChat(body: ChatCompletionBody, reply: FakeReply, response: ServerResponse) {
    const text = reply.text ?? (reply.toolCalls ? null : DEFAULT_TEXT);
    const message: Record<string, unknown> = { role: 'assistant', content: text };
    if (reply.reasoning) message.reasoning_content = reply.reasoning;
    if (reply.toolCalls?.length) message.tool_calls = reply.toolCalls.map(toolCallWire);
    sendJson(response, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 0,
      model: body.model,
      choices: [{ index: 0, message, finish_reason: reply.toolCalls?.length ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  async function handleChat(body: ChatCompletionBody, response: ServerResponse) {
    const reply =
      extractionReplyFor(body, options) ?? queued.shift() ?? options.replyFor?.(body) ?? defaultReply;
    if (reply.hang) return untilClosed(response);
    if (reply.status && reply.status >= 400) {
      if (!(await pause(reply.firstTokenDelayMs, response))) return;
      if (reply.errorBody !== undefined) {
        response.writeHead(reply.status, { 'content-type': 'text/html' });
        response.end(reply.errorBody);
      } else sendError(response, reply.status, reply.errorMessage ?? `Fake error ${reply.status}`);
      return;
    }
    if (body.stream) await streamChat(body, reply, response);
    else answerChat(body, reply, response);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendError(response, 401, 'Incorrect API key provided.');
      return;
    }
    if (request.method === 'GET' && path === '/v1/models') {
      sendJson(response, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
      });
      return;
    }
    if (request.method === 'GET' && path === '/api/tags') {
      // Ollama's own model list; Ollama answers chat in the OpenAI protocol under /v1 as well.
      const at = '2026-01-01T00:00:00Z';
      sendJson(response, 200, {
        models: models.map((name) => ({ name, model: name, modified_at: at, size: 0 })),
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      openStreams += 1;
      try {
        await handleChat(body as ChatCompletionBody, response);
      } finally {
        openStreams -= 1;
      }
      return;
    }
    if (request.method === 'POST' && path === '/v1/embeddings') {
      const input = (body as { input: string | string[] }).input;
      const texts = Array.isArray(input) ? input : [input];
      const words = options.embeddings === 'words';
      const dimensions = options.embeddingDimensions ?? (words ? 256 : 8);
      if (!(await pause(options.embeddingDelayMs, response))) return;
      sendJson(response, 200, {
        object: 'list',
        model: (body as { model: string }).model,
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: words ? wordsEmbeddingOf(text, dimensions) : embeddingOf(text, dimensions),
        })),
        usage: { prompt_tokens: texts.length, total_tokens: texts.length },
      });
      return;
    }
    sendError(response, 404, `No fake route for ${request.method} ${path}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, String(error));
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    connectionCount += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chatRequests: () =>
      requests
        .filter((request) => request.path === '/v1/chat/completions')
        .map((request) => request.body as ChatCompletionBody),
    setReply(reply) {
      defaultReply = reply;
    },
    replyOnce(reply) {
      queued.push(reply);
    },
    reset() {
      requests.length = 0;
      queued.length = 0;
      defaultReply = options.reply ?? {};
    },
    get openStreams() {
      return openStreams;
    },
    get connectionCount() {
      return connectionCount;
    },
    async close() {
      closed = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
