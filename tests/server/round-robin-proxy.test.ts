import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';

/**
 * The test proxy that stands in for nginx in tests/server/team-instances.test.ts: it must alternate, skip an
 * instance that says it is not ready, and pass a stream on as it comes.
 */
interface FakeInstance {
  url: string;
  ready: boolean;
  server: Server;
}

const instances: FakeInstance[] = [];
/** Lets the streaming route send its second event. */
let release: () => void = () => undefined;
let proxy: RoundRobinProxy | undefined;

afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await Promise.all(
    instances.splice(0).map((instance) => new Promise((resolve) => instance.server.close(resolve))),
  );
});

async function startInstance(name: string): Promise<FakeInstance> {
  const instance = { url: '', ready: true } as FakeInstance;
  instance.server = createServer((request, response) => {
    if (request.url === '/api/health/ready') {
      response.writeHead(instance.ready ? 200 : 503).end();
      return;
    }
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      // The second event only once the client has the first: behind a buffering proxy the first never comes.
      release = () => response.end('data: second\n\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(name);
  });
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  instance.url = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  instances.push(instance);
  return instance;
}

async function names(count: number): Promise<string[]> {
  const answered: string[] = [];
  for (let index = 0; index < count; index += 1)
    answered.push(await (await fetch(`${proxy!.url}/who`)).text());
  return answered;
}

describe('the round-robin test proxy', () => {
  it('alternates, and skips an instance while its readiness check fails', async () => {
    const [a, b] = [await startInstance('a'), await startInstance('b')];
    proxy = await startRoundRobinProxy({ upstreams: [a.url, b.url], checkIntervalMs: 50 });
    expect(await names(4)).toEqual(['a', 'b', 'a', 'b']);

    b.ready = false;
    await vi.waitFor(() => expect(proxy!.isUp(1)).toBe(false));
    expect(await names(3)).toEqual(['a', 'a', 'a']);

    b.ready = true;
    await proxy.waitUntilUp(1);
    expect(new Set(await names(2))).toEqual(new Set(['a', 'b']));
    expect(proxy.served).toEqual([6, 3]);
  });

  it('sends a request to the other instance when one refuses connections', async () => {
    const [a, b] = [await startInstance('a'), await startInstance('b')];
    proxy = await startRoundRobinProxy({ upstreams: [a.url, b.url], checkIntervalMs: 60_000 });
    await new Promise((resolve) => b.server.close(resolve));
    // The proxy still believes b is up (no check since): the refused connection is tried on a.
    expect(await names(3)).toEqual(['a', 'a', 'a']);
  });

  it('passes a stream on as it comes', async () => {
    const a = await startInstance('a');
    proxy = await startRoundRobinProxy({ upstreams: [a.url] });
    const response = await fetch(`${proxy.url}/stream`);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('data: first\n\n');
    release();
    const second = new TextDecoder().decode((await reader.read()).value);
    expect(second).toBe('data: second\n\n');
  });
});
