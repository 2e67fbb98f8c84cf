import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, startTestServer, type TestServer } from './harness';

const FILES: Record<string, string> = {
  'index.html': '<html>explore page</html>',
  'chat/index.html': '<html>chat page</html>',
  '404.html': '<html>client 404 page</html>',
  '_next/static/chunks/x.js': 'console.log(1);',
};

describe('static client', () => {
  let staticDir: string;
  let server: TestServer;
  const get = (url: string, init?: RequestInit) => fetch(`${server.baseUrl}${url}`, init);

  beforeAll(async () => {
    staticDir = await makeTempDir('dbgpt-static-');
    for (const [file, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
      await writeFile(path.join(staticDir, file), content);
    }
    server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(FILES['index.html']);
  });

  it('redirects /chat to /chat/ and keeps the query', async () => {
    const bare = await get('/chat', { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/chat/');
    const withQuery = await get('/chat?id=1', { redirect: 'manual' });
    expect(withQuery.headers.get('location')).toBe('/chat/?id=1');

    const followed = await get('/chat?id=1');
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname + new URL(followed.url).search).toBe('/chat/?id=1');
    expect(await followed.text()).toBe(FILES['chat/index.html']);
  });

  it('caches hashed assets for a year and HTML not at all', async () => {
    const asset = await get('/_next/static/chunks/x.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/chat/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown page with the client 404 page and status 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(FILES['404.html']);
  });

  it('still answers unknown API paths with the JSON envelope', async () => {
    const res = await get('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, err_code: '404' });
  });
});

describe('without a built client', () => {
  it('says the client is not built at / and keeps the API working', async () => {
    const server = await startTestServer();
    try {
      const home = await fetch(`${server.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await home.text()).toMatch(/not built/);
      expect((await (await fetch(`${server.baseUrl}/api/health`)).json()).success).toBe(true);
    } finally {
      await server.close();
    }
  });
});
