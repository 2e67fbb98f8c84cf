import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@/server/http/envelope';
import type { RouteContext } from '@/server/context';
import { precompressStaticAssets } from '@/scripts/lib/precompress.mjs';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { decodedBody, rawRequest } from './raw-http';

const FILES: Record<string, string | Buffer> = {
  'index.html': `<html>${'explore page '.repeat(200)}</html>`,
  'chat/index.html': `<html>${'chat page '.repeat(200)}</html>`,
  '404.html': '<html>client 404 page</html>',
  '_next/static/chunks/app.js': 'console.log("hello from the app");\n'.repeat(100),
  '_next/static/media/font.woff2': randomBytes(4096),
  'small.txt': 'tiny',
  'random.txt': randomBytes(4096),
};
const BIG_ITEMS = Array.from({ length: 100 }, (_, index) => ({ index, name: `item number ${index}` }));

const testRoutes: FastifyPluginAsync<RouteContext> = async (app) => {
  app.get('/api/test/big', async () => ok(BIG_ITEMS));
  app.get('/api/test/small', async () => ok({ name: 'small' }));
};

describe('compressed delivery', () => {
  let staticDir: string;
  let server: TestServer;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`${server.baseUrl}${url}`, { method, headers });
  const original = (file: string) => readFile(path.join(staticDir, file));

  beforeAll(async () => {
    staticDir = await makeTempDir('dbgpt-compressed-');
    for (const [file, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
      await writeFile(path.join(staticDir, file), content);
    }
    // A copy left by an earlier build of a file that no longer deserves one.
    await writeFile(path.join(staticDir, 'small.txt.br'), 'stale');
    await precompressStaticAssets(staticDir);
    server = await startTestServer({ env: { STATIC_DIR: staticDir }, plugins: [testRoutes] });
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text assets only, where they pay off', () => {
    const copies = (file: string) =>
      ['.br', '.gz'].filter((extension) => existsSync(path.join(staticDir, file + extension)));
    expect(copies('_next/static/chunks/app.js')).toEqual(['.br', '.gz']);
    expect(copies('index.html')).toEqual(['.br', '.gz']);
    expect(copies('chat/index.html')).toEqual(['.br', '.gz']);
    expect(copies('small.txt')).toEqual([]);
    expect(copies('random.txt')).toEqual([]);
    expect(copies('_next/static/media/font.woff2')).toEqual([]);
  });

  it('sends the brotli copy of a hashed asset with its own type and the long cache', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(FILES['_next/static/chunks/app.js'].length / 5);
    expect(decodedBody(res)).toEqual(await original('_next/static/chunks/app.js'));
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
  ])('honours Accept-Encoding %s', async (acceptEncoding, expected) => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': acceptEncoding });
    expect(res.headers['content-encoding']).toBe(expected);
    expect(decodedBody(res)).toEqual(await original('_next/static/chunks/app.js'));
  });

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])(
    'sends the file itself when the browser accepts no compression (%s)',
    async (acceptEncoding) => {
      const res = await get(
        '/_next/static/chunks/app.js',
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toEqual(await original('_next/static/chunks/app.js'));
    },
  );

  it('sends the compressed index.html of a folder route, uncached, and still redirects /chat keeping the query', async () => {
    const page = await get('/chat/', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decodedBody(page).toString()).toBe(FILES['chat/index.html']);

    const home = await get('/', { 'accept-encoding': 'gzip' });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(home).toString()).toBe(FILES['index.html']);

    const redirect = await get('/chat?id=1', { 'accept-encoding': 'br, gzip' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/chat/?id=1');
  });

  it('sends small, incompressible and binary files as they are, even to a browser that accepts brotli', async () => {
    for (const file of ['small.txt', 'random.txt', '_next/static/media/font.woff2']) {
      const res = await get(`/${file}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toEqual(await original(file));
    }
  });

  it('answers HEAD with the compressed copy’s headers and no body', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const copy = await readFile(path.join(staticDir, '_next/static/chunks/app.js.br'));
    expect(Number(res.headers['content-length'])).toBe(copy.length);
    expect(res.body.length).toBe(0);
  });

  it('answers a Range request from the representation it sends', async () => {
    const plain = await get('/_next/static/chunks/app.js', { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 0-9/${FILES['_next/static/chunks/app.js'].length}`);
    expect(plain.body.toString()).toBe('console.lo');

    const compressed = await get('/_next/static/chunks/app.js', {
      range: 'bytes=0-9',
      'accept-encoding': 'br',
    });
    const copy = await readFile(path.join(staticDir, '_next/static/chunks/app.js.br'));
    expect(compressed.status).toBe(206);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-range']).toBe(`bytes 0-9/${copy.length}`);
    expect(compressed.body).toEqual(copy.subarray(0, 10));
  });

  it('compresses JSON answers of 1 kB or more as the browser accepts', async () => {
    const brotli = await get('/api/test/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decodedBody(brotli).toString())).toEqual(ok(BIG_ITEMS));

    const gzip = await get('/api/test/big', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(gzip).toString())).toEqual(ok(BIG_ITEMS));

    const plain = await get('/api/test/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString())).toEqual(ok(BIG_ITEMS));
  });

  it('leaves JSON answers under 1 kB uncompressed', async () => {
    const res = await get('/api/test/small', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual(ok({ name: 'small' }));
  });
});
