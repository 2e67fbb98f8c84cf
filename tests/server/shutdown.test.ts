import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@/server/http/envelope';
import type { RouteContext } from '@/server/context';
import { closeGracefully } from '@/server/shutdown';
import { startTestServer } from './harness';
import { upload } from './upload-helpers';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A route that tells the test when it has started, then takes `ms` to answer. */
function slowRoute(ms: number, onStarted: () => void): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    app.get('/api/test/slow', async () => {
      onStarted();
      await delay(ms);
      return ok('finished');
    });
  };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops accepting connections', async () => {
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await startTestServer({ plugins: [slowRoute(300, () => started())] });

    const inFlight = fetch(`${server.baseUrl}/api/test/slow`);
    await requestStarted;
    const closing = closeGracefully(server.app, 5000);

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).data).toBe('finished');
    await closing;
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    await server.close();
  });

  it('cuts off a request that outlives the grace period', async () => {
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const server = await startTestServer({ plugins: [slowRoute(10_000, () => started())] });

    const inFlight = fetch(`${server.baseUrl}/api/test/slow`);
    // Awaited after the close, but watched from now: the request fails while the server is closing.
    const cutOff = expect(inFlight).rejects.toThrow();
    await requestStarted;
    const began = Date.now();
    await closeGracefully(server.app, 200);
    expect(Date.now() - began).toBeLessThan(2000);
    await cutOff;
    await server.close();
  });

  it('closes at once right after a download, even when its answer was still being finished', async () => {
    // The client has every byte before the server has ended the answer; closing in that moment must not
    // leave the keep-alive connection open until its timeout. The moment is a race, hence several tries.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = await startTestServer();
      const uploaded = await upload(server.baseUrl, [{ name: 'a.txt', content: 'bytes' }]);
      const file = (await uploaded.json()).data;
      const res = await fetch(`${server.baseUrl}/api/v2/serve/file/files/${file.bucket}/${file.file_id}`);
      expect(await res.text()).toBe('bytes');
      const started = performance.now();
      await server.close();
      expect(performance.now() - started).toBeLessThan(1000);
    }
  }, 10_000);
});
