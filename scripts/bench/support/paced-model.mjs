// An OpenAI-compatible streaming model with a fixed first-token delay and token pace, run in a worker
// thread so that its timing does not share an event loop with the product or the benchmark's clients.
// It records when it wrote each token of each stream, on the wall clock every process shares.
import { createServer } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * The question names its stream and, optionally, how many tokens the answer has and how many filler
 * characters follow each token (a long answer): `bench-stream:<id>[:<tokens>[:<filler>]]`.
 */
export function benchQuestion(id, tokens, fillerChars) {
  return ['bench-stream', id, tokens, fillerChars].filter((part) => part !== undefined).join(':');
}

/** The k-th token of every answer; the clients find `w<k> ` in the frames they receive. */
export function tokenText(index, filler) {
  return `w${index} ${filler}`;
}

/** Milliseconds since the epoch with sub-millisecond precision, comparable across processes and threads. */
export const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Starts the model; options `{ firstTokenDelayMs, tokenDelayMs, tokens, filler }`. `timings()` answers,
 * per stream id, `{ receivedAt, tokenAt: number[] }`; `openStreams()` how many answers are being sent.
 */
export async function startPacedModel(options) {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  const pending = new Map();
  let nextRequest = 0;
  const ask = (type) =>
    new Promise((resolve) => {
      const requestId = (nextRequest += 1);
      pending.set(requestId, resolve);
      worker.postMessage({ type, requestId });
    });
  const port = await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => resolve(message.port));
  });
  worker.on('message', (message) => {
    pending.get(message.requestId)?.(message.value);
    pending.delete(message.requestId);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    timings: () => ask('timings'),
    openStreams: () => ask('openStreams'),
    reset: () => ask('reset'),
    close: () => worker.terminate(),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(request) {
  const parts = [];
  for await (const part of request) parts.push(part);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function streamIdentity(body) {
  const question = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user');
  const match = /bench-stream:([\w-]+)(?::(\d+))?(?::(\d+))?/.exec(String(question?.content ?? ''));
  return {
    id: match?.[1] ?? 'unnamed',
    tokens: match?.[2] ? Number(match[2]) : undefined,
    filler: match?.[3] ? 'x'.repeat(Number(match[3])) + ' ' : undefined,
  };
}

function runModelServer({ firstTokenDelayMs, tokenDelayMs, tokens, filler = '' }) {
  const timings = new Map();
  let openStreams = 0;

  async function streamAnswer(body, response) {
    const { id, tokens: asked, filler: askedFiller } = streamIdentity(body);
    const record = { receivedAt: wallClock(), tokenAt: [] };
    timings.set(id, record);
    const base = { id: `chatcmpl-${id}`, object: 'chat.completion.chunk', created: 0, model: body.model };
    const send = (delta, finishReason = null) =>
      response.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
      );
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    await sleep(firstTokenDelayMs);
    const count = asked ?? tokens;
    for (let index = 0; index < count && !response.destroyed; index += 1) {
      if (index > 0) await sleep(tokenDelayMs);
      if (response.destroyed) return;
      const content = tokenText(index, askedFiller ?? filler);
      send(index === 0 ? { role: 'assistant', content } : { content });
      record.tokenAt.push(wallClock());
    }
    send({}, 'stop');
    response.end('data: [DONE]\n\n');
  }

  const server = createServer(async (request, response) => {
    try {
      const path = (request.url ?? '/').split('?')[0];
      const body = await readJson(request);
      if (request.method === 'POST' && path === '/v1/chat/completions' && body.stream) {
        openStreams += 1;
        try {
          await streamAnswer(body, response);
        } finally {
          openStreams -= 1;
        }
        return;
      }
      response.writeHead(path === '/v1/models' ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'bench' }] }),
      );
    } catch {
      response.destroy();
    }
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
  parentPort.on('message', ({ type, requestId }) => {
    if (type === 'reset') timings.clear();
    const value =
      type === 'timings' ? Object.fromEntries(timings) : type === 'openStreams' ? openStreams : true;
    parentPort.postMessage({ requestId, value });
  });
}

if (!isMainThread && workerData?.firstTokenDelayMs !== undefined) runModelServer(workerData);
