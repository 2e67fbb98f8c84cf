import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeEndpoint } from '@/server/models/endpoint-probe';
import { HealthMonitor, type Clock, type HealthState } from '@/server/models/health-monitor';
import type { ModelEndpointConfig } from '@/server/models/models-config';
import { startFakeOpenAI } from '../support/fake-openai';

/** A clock whose timers run only when the test fires them. */
class ManualClock implements Clock {
  time = Date.parse('2025-01-01T00:00:00Z');
  private nextId = 1;
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  now = () => new Date(this.time);
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.pending.set(id, { callback, ms });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };
  /** The delays of the timers waiting now. */
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.ms);
  }
  /** Moves time on by the one pending timer's delay, runs it and lets its check finish. */
  async fire(): Promise<void> {
    const [[id, timer]] = [...this.pending.entries()];
    this.pending.delete(id);
    this.time += timer.ms;
    timer.callback();
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('HealthMonitor', () => {
  let clock: ManualClock;
  let changes: HealthState[];
  let monitor: HealthMonitor;
  let failWith: string | null;
  const probe = async () => {
    if (failWith) throw new Error(failWith);
  };

  beforeEach(() => {
    clock = new ManualClock();
    changes = [];
    failWith = null;
    monitor = new HealthMonitor({
      intervalMs: 1000,
      maxBackoffMs: 5000,
      clock,
      onChange: (_key, state) => changes.push(state),
    });
  });
  afterEach(() => monitor.close());

  it('checks at once, then every interval while healthy', async () => {
    monitor.watch('m', probe, { justChecked: false });
    expect(monitor.state('m')).toMatchObject({ healthy: true, lastHeartbeat: null });
    expect(clock.delays()).toEqual([0]);
    await clock.fire();
    expect(monitor.state('m')).toMatchObject({
      healthy: true,
      lastHeartbeat: clock.now(),
      failureReason: null,
    });
    expect(clock.delays()).toEqual([1000]);
  });

  it('marks failures with the reason, backs off up to the limit, and recovers', async () => {
    monitor.watch('m', probe, { justChecked: true });
    const heartbeat = monitor.state('m')!.lastHeartbeat;
    expect(clock.delays()).toEqual([1000]);
    failWith = 'Cannot reach the model provider';
    const seen: number[] = [];
    for (let check = 0; check < 4; check++) {
      await clock.fire();
      seen.push(...clock.delays());
    }
    expect(seen).toEqual([2000, 4000, 5000, 5000]);
    expect(monitor.state('m')).toMatchObject({ healthy: false, failures: 4, lastHeartbeat: heartbeat });
    expect(monitor.state('m')!.failureReason?.in('en')).toBe('Cannot reach the model provider');
    failWith = null;
    await clock.fire();
    expect(monitor.state('m')).toMatchObject({ healthy: true, failureReason: null, failures: 0 });
    expect(clock.delays()).toEqual([1000]);
    expect(changes.map((state) => state.healthy)).toEqual([false, true]);
  });

  it('forgets a model on unwatch, aborting its check in flight, and stops everything on close', async () => {
    let aborted = false;
    monitor.watch(
      'slow',
      (signal) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
      { justChecked: false },
    );
    await clock.fire();
    monitor.unwatch('slow');
    expect(aborted).toBe(true);
    expect(monitor.state('slow')).toBeUndefined();
    expect(clock.delays()).toEqual([]);

    monitor.watch('m', probe, { justChecked: true });
    monitor.close();
    expect(clock.delays()).toEqual([]);
    monitor.watch('late', probe, { justChecked: false });
    expect(monitor.state('late')).toBeUndefined();
  });
});

/** An OpenAI-like server without a model list: 404 there, a tiny answer elsewhere. */
async function startListlessServer(): Promise<{
  url: string;
  paths: string[];
  bodies: unknown[];
  server: Server;
}> {
  const paths: string[] = [];
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (part: Buffer) => (text += part.toString()));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url}`);
      if (text) bodies.push(JSON.parse(text));
      response.writeHead(request.url === '/v1/models' ? 404 : 200, { 'content-type': 'application/json' });
      if (request.url === '/v1/models') return response.end(JSON.stringify({ error: { message: 'no' } }));
      if (request.url === '/v1/embeddings')
        return response.end(
          JSON.stringify({ object: 'list', data: [{ object: 'embedding', index: 0, embedding: [0.1] }] }),
        );
      response.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content: 'p' }, finish_reason: 'length' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths, bodies, server };
}

describe('probeEndpoint', () => {
  const endpoint = (baseUrl: string, apiKey: string | null = 'k'): ModelEndpointConfig => ({
    name: 'm',
    provider: 'proxy/openai-compatible',
    baseUrl,
    apiKey,
  });

  it('asks for the model list, which costs no tokens', async () => {
    const fake = await startFakeOpenAI();
    try {
      await probeEndpoint(endpoint(`${fake.url}/v1`), 'llm', { timeoutMs: 2000 });
      expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/models']);
    } finally {
      await fake.close();
    }
  });

  it('falls back to a 1-token completion, or a one-word embedding, where there is no model list', async () => {
    const listless = await startListlessServer();
    try {
      await probeEndpoint({ ...endpoint(`${listless.url}/v1`), backend: 'real-id' }, 'llm', {
        timeoutMs: 2000,
      });
      await probeEndpoint(endpoint(`${listless.url}/v1`), 'text2vec', { timeoutMs: 2000 });
      await probeEndpoint(endpoint(`${listless.url}/v1`), 'reranker', { timeoutMs: 2000 });
      expect(listless.paths).toEqual([
        'GET /v1/models',
        'POST /v1/chat/completions',
        'GET /v1/models',
        'POST /v1/embeddings',
        'GET /v1/models',
      ]);
      expect(listless.bodies[0]).toMatchObject({ model: 'real-id', max_tokens: 1 });
    } finally {
      await new Promise((resolve) => listless.server.close(resolve));
    }
  });

  it('says why an endpoint is unhealthy, without the key', async () => {
    const guarded = await startFakeOpenAI({ apiKey: 'right' });
    try {
      const error = await probeEndpoint(endpoint(`${guarded.url}/v1`, 'sk-wrong-key'), 'llm', {
        timeoutMs: 2000,
      }).catch((caught: unknown) => caught as Error);
      expect(error).toMatchObject({ failure: 'auth' });
      expect(error!.message).not.toContain('sk-wrong-key');
    } finally {
      await guarded.close();
    }
    const hanging = await startFakeOpenAI();
    await hanging.close();
    await expect(
      probeEndpoint(endpoint(`${hanging.url}/v1`), 'llm', { timeoutMs: 2000 }),
    ).rejects.toMatchObject({
      failure: 'unreachable',
    });
  });
});
