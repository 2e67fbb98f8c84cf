import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { isPublicAddress } from '@/server/knowledge/parse/address-guard';
import { fetchWebPage, fetchWebPageWithRule } from '@/server/knowledge/parse/web-page';
import { DocumentProblem, type WebPageOptions } from '@/server/knowledge/pipeline';

const ARTICLE = `<!DOCTYPE html><html><head><title>Offline retrieval</title><script>track()</script></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Offline retrieval</h1>
<p>Full-text search with BM25 finds chunks without any model. Chinese questions are segmented into words first.</p>
<p>Hybrid retrieval adds vectors when an embedding model is configured, and fuses both rankings by reciprocal rank.</p>
<h2>Limits</h2><p>Pages are fetched within a size and a time limit so that one slow site cannot block a sync.</p>
</article><footer>Copyright</footer></body></html>`;

function route(request: http.IncomingMessage, response: http.ServerResponse, port: number): void {
  const send = (
    status: number,
    type: string,
    body: string | Buffer,
    headers: http.OutgoingHttpHeaders = {},
  ) => {
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  };
  switch (request.url) {
    case '/article':
      return send(200, 'text/html; charset=utf-8', ARTICLE);
    case '/gzip':
      return send(200, 'text/html', zlib.gzipSync(ARTICLE), { 'content-encoding': 'gzip' });
    case '/notes.md':
      return send(200, 'text/markdown', '# Release notes\n\nVersion 2 adds knowledge spaces.');
    case '/gbk':
      return send(200, 'text/plain; charset=gbk', Buffer.from([0xd6, 0xd0, 0xce, 0xc4]));
    case '/slow':
      setTimeout(() => send(200, 'text/html', ARTICLE), 1500).unref();
      return;
    case '/big':
      return send(200, 'text/html', `<p>${'x'.repeat(20_000)}</p>`);
    case '/big-stream': {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let part = 0; part < 20; part += 1) response.write('y'.repeat(1000));
      response.end();
      return;
    }
    case '/image':
      return send(200, 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case '/hop':
      return send(302, 'text/plain', '', { location: '/article' });
    case '/loop':
      return send(302, 'text/plain', '', { location: '/loop' });
    case '/to-file':
      return send(301, 'text/plain', '', { location: 'file:///etc/passwd' });
    case '/to-other-loopback':
      return send(307, 'text/plain', '', { location: `http://127.0.0.2:${port}/article` });
    case '/empty':
      return send(200, 'text/html', '<html><body><script>only()</script></body></html>');
    default:
      return send(404, 'text/plain', 'not here');
  }
}

let server: http.Server;
let base: string;
const options: WebPageOptions = { allowPrivateAddresses: true, timeoutMs: 1000, maxBytes: 10_000 };

beforeAll(async () => {
  server = http.createServer((request, response) =>
    route(request, response, (server.address() as AddressInfo).port),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function problemOf(fetching: Promise<unknown>): Promise<{ en: string; zh: string }> {
  const error = await fetching.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentProblem);
  return { en: (error as DocumentProblem).text.in('en'), zh: (error as DocumentProblem).text.in('zh') };
}

describe('fetching a web page', () => {
  it('extracts the title and the article text, headings kept, scripts and navigation left out', async () => {
    const page = await fetchWebPage(`${base}/article`, options);
    expect(page.url).toBe(`${base}/article`);
    expect(page.title).toBe('Offline retrieval');
    expect(page.text).toContain('Full-text search with BM25 finds chunks without any model.');
    expect(page.text).toContain('## Limits');
    expect(page.text).not.toContain('track()');
    expect(page.text).not.toContain('About');
  });

  it('follows redirects, decompresses, and reads Markdown and other charsets', async () => {
    expect((await fetchWebPage(`${base}/hop`, options)).url).toBe(`${base}/article`);
    expect((await fetchWebPage(`${base}/gzip`, options)).text).toContain('reciprocal rank');
    expect(await fetchWebPage(`${base}/notes.md`, options)).toMatchObject({
      title: 'Release notes',
      text: '# Release notes\n\nVersion 2 adds knowledge spaces.',
    });
    expect((await fetchWebPage(`${base}/gbk`, options)).text).toBe('中文');
  });

  it('names the status of a page that is not there', async () => {
    expect(await problemOf(fetchWebPage(`${base}/missing`, options))).toEqual({
      en: `${base}/missing answered with HTTP status 404`,
      zh: `${base}/missing 返回了 HTTP 状态码 404`,
    });
  });

  it('gives up on a page slower than the time limit', async () => {
    const started = Date.now();
    const problem = await problemOf(fetchWebPage(`${base}/slow`, { ...options, timeoutMs: 200 }));
    expect(problem.en).toBe(`${base}/slow did not answer within 0.2 seconds`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops reading a page larger than the size limit, declared or streamed', async () => {
    expect((await problemOf(fetchWebPage(`${base}/big`, options))).en).toBe(
      `The page ${base}/big is larger than the limit of 9.8 KB`,
    );
    expect((await problemOf(fetchWebPage(`${base}/big-stream`, options))).zh).toBe(
      `网页 ${base}/big-stream 超过了 9.8 KB 的大小限制`,
    );
  });

  it('accepts only HTML, plain text and Markdown, and pages with some text', async () => {
    expect((await problemOf(fetchWebPage(`${base}/image`, options))).en).toBe(
      `The page ${base}/image is of type "image/png"; only HTML, plain-text and Markdown pages can be added`,
    );
    expect((await problemOf(fetchWebPage(`${base}/empty`, options))).en).toBe(
      `The page ${base}/empty has no readable text`,
    );
  });

  it('refuses other schemes, bad addresses and endless redirects', async () => {
    expect((await problemOf(fetchWebPage('ftp://example.com/file', options))).en).toBe(
      'Only http and https addresses can be fetched, not "ftp://example.com/file"',
    );
    expect((await problemOf(fetchWebPage('not a url', options))).en).toBe(
      '"not a url" is not a valid web address',
    );
    expect((await problemOf(fetchWebPage(`${base}/to-file`, options))).en).toBe(
      'Only http and https addresses can be fetched, not "file:///etc/passwd"',
    );
    expect((await problemOf(fetchWebPage(`${base}/loop`, options))).en).toBe(
      `${base}/loop redirected more than 5 times`,
    );
  });
});

describe('private addresses', () => {
  const closed = { ...options, allowPrivateAddresses: false };

  it('are refused unless allowed, whether written as an address or as a name', async () => {
    const port = (server.address() as AddressInfo).port;
    expect(await problemOf(fetchWebPage(`${base}/article`, closed))).toEqual({
      en: 'The address 127.0.0.1 leads to a private or local network address (127.0.0.1), which may not be fetched',
      zh: '网址中的 127.0.0.1 指向内网或本机地址（127.0.0.1），不允许抓取',
    });
    expect((await problemOf(fetchWebPage(`http://localhost:${port}/article`, closed))).en).toMatch(
      /^The address localhost leads to a private or local network address \((127\.0\.0\.1|::1)\)/,
    );
    expect((await problemOf(fetchWebPage(`http://[::ffff:127.0.0.1]:${port}/article`, closed))).en).toContain(
      'private or local network address (::ffff:7f00:1)',
    );
  });

  it('are refused at every redirect hop', async () => {
    // A rule that lets this loopback server stand in for a public site, and nothing else through.
    const onlyThisServer = (address: string) => address === '127.0.0.1';
    expect((await fetchWebPageWithRule(`${base}/hop`, closed, onlyThisServer)).title).toBe(
      'Offline retrieval',
    );
    expect(
      (await problemOf(fetchWebPageWithRule(`${base}/to-other-loopback`, closed, onlyThisServer))).en,
    ).toBe(
      'The address 127.0.0.2 leads to a private or local network address (127.0.0.2), which may not be fetched',
    );
  });

  it('cover loopback, private, link-local and unique-local ranges in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'ff02::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
