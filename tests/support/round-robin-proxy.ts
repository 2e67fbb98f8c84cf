/**
 * A round-robin HTTP proxy for tests that run several server instances, standing in for nginx or HAProxy:
 * each request goes to the next instance in turn, skipping one whose readiness check fails or whose
 * connection is refused (the request is then tried on the next). Answers are piped through as they come
 * (no buffering), so server-sent events stream as they would from the instance; request bodies are read
 * whole first, as nginx does by default, so a refused request can be sent to another instance.
 * Each answer carries `x-upstream: <index>`, and the proxy counts what each instance answered.
 * Plain Node, no test framework.
 */
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RoundRobinProxyOptions {
  /** The instances' base URLs (`http://127.0.0.1:port`), in round-robin order. */
  upstreams: readonly string[];
  /** The readiness path asked of each instance (default `/api/health/ready`). */
  readinessPath?: string;
  /** How often each instance's readiness is asked (default 200 ms). */
  checkIntervalMs?: number;
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests each instance answered (by index), health checks not counted. */
  readonly served: readonly number[];
  /** The instance that answered each proxied request, oldest first. */
  readonly answeredBy: readonly number[];
  /** Whether the proxy sends requests to the instance now (its last readiness check passed). */
  isUp(index: number): boolean;
  /** Resolves once the instance's readiness check passes (after a restart), or rejects after `timeoutMs`. */
  waitUntilUp(index: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardedHeaders(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The connection was refused or dropped before the request could reach the instance: try another. */
function neverReached(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ECONNREFUSED';
}

const FAILED_CHECKS_TO_DOWN = 2;

export async function startRoundRobinProxy(options: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  const upstreams = options.upstreams.map((base) => new URL(base));
  const readinessPath = options.readinessPath ?? '/api/health/ready';
  const up = upstreams.map(() => false);
  /** Readiness checks failed in a row, per instance: one slow answer on a busy machine is not a failure. */
  const failedChecks = upstreams.map(() => 0);
  const served = upstreams.map(() => 0);
  const answeredBy: number[] = [];
  const sockets = new Set<Socket>();
  let next = 0;
  let closed = false;

  function checkReadiness(index: number): Promise<boolean> {
    return new Promise((resolve) => {
      const probe = httpRequest(
        new URL(readinessPath, upstreams[index]),
        { agent: false, timeout: 2000 },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200);
        },
      );
      probe.on('timeout', () => probe.destroy(new Error('readiness check timed out')));
      probe.on('error', () => resolve(false));
      probe.end();
    });
  }

  async function checkAll(): Promise<void> {
    const results = await Promise.all(upstreams.map((_, index) => checkReadiness(index)));
    results.forEach((ready, index) => {
      failedChecks[index] = ready ? 0 : failedChecks[index]! + 1;
      // Down after two failed checks in a row (as HAProxy's `fall 2`), or at once when its connection is refused.
      if (ready) up[index] = true;
      else if (failedChecks[index]! >= FAILED_CHECKS_TO_DOWN) up[index] = false;
    });
  }

  /** The instances to try for one request: those up, in round-robin order from the next one, then the others. */
  function attemptOrder(): number[] {
    const order = upstreams.map((_, offset) => (next + offset) % upstreams.length);
    const ready = order.filter((index) => up[index]);
    next = ((ready[0] ?? order[0]) + 1) % upstreams.length;
    return [...ready, ...order.filter((index) => !up[index])];
  }

  function forward(
    index: number,
    incoming: IncomingMessage,
    body: Buffer,
    outgoing: ServerResponse,
  ): Promise<'answered' | 'refused'> {
    return new Promise((resolve) => {
      const target = new URL(incoming.url ?? '/', upstreams[index]);
      const upstream = httpRequest(
        target,
        {
          method: incoming.method,
          headers: { ...forwardedHeaders(incoming.headers), 'content-length': String(body.length) },
          // A fresh connection each time: a kept-alive one to a killed instance would fail mid-request.
          agent: false,
        },
        (answer) => {
          served[index] += 1;
          answeredBy.push(index);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...forwardedHeaders(answer.headers),
            'x-upstream': String(index),
          });
          outgoing.flushHeaders();
          answer.pipe(outgoing);
          answer.on('error', () => outgoing.destroy());
          resolve('answered');
        },
      );
      // The client left (a stopped stream): the instance sees its request closed, as behind nginx.
      outgoing.on('close', () => {
        if (!outgoing.writableFinished) upstream.destroy();
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (outgoing.headersSent) {
          outgoing.destroy();
          return;
        }
        if (neverReached(error)) {
          up[index] = false;
          resolve('refused');
          return;
        }
        // The instance died with the request in flight: whether it was applied is unknown, never retried.
        outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(index) });
        outgoing.end(`upstream ${index} failed: ${error.code ?? error.message}`);
        resolve('answered');
      });
      upstream.end(body);
    });
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const body = await readBody(incoming);
    for (const index of attemptOrder()) {
      if ((await forward(index, incoming, body, outgoing)) === 'answered') return;
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end('no upstream answered');
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch(() => outgoing.destroy());
  });
  server.on('connection', (socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await checkAll();
  let checking = false;
  const checks = setInterval(() => {
    if (checking || closed) return;
    checking = true;
    void checkAll().finally(() => (checking = false));
  }, options.checkIntervalMs ?? 200);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    answeredBy,
    isUp: (index) => up[index] ?? false,
    async waitUntilUp(index, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!up[index]) {
        if (Date.now() > deadline) throw new Error(`upstream ${index} did not become ready`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      closed = true;
      clearInterval(checks);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
