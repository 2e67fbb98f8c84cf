/**
 * The built client (`out/`, exported with `trailingSlash: true` and an empty API base) in front of another
 * API server: a loopback HTTP server that serves the exported files and forwards DB-GPT's path families
 * (`/api/…`, `/knowledge/…`, `/prompt/…`; contract 0.1) to it, streams included. So the one build the e2e suite
 * already has runs against DB-GPT on a single origin, as DB-GPT serves its own web UI.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const API_PREFIXES = ['/api/', '/knowledge/', '/prompt/'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface ClientProxy {
  url: string;
  close: () => Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

function sendFile(response: ServerResponse, file: string, status = 200): void {
  response.writeHead(status, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}

/** `/chat?id=1` → `/chat/?id=1` (as our server does), `/a/` → `a/index.html`, unknown → `404.html`. */
async function serveClient(
  staticDir: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://client');
  const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
  const file = path.join(staticDir, relative);
  if (!file.startsWith(staticDir)) {
    response.writeHead(400).end();
    return;
  }
  if (await isFile(file)) return sendFile(response, file);
  if (await isFile(path.join(file, 'index.html'))) {
    if (!url.pathname.endsWith('/')) {
      response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    return sendFile(response, path.join(file, 'index.html'));
  }
  sendFile(response, path.join(staticDir, '404.html'), 404);
}

function forward(target: URL, request: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('DB-GPT did not answer');
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

export async function startClientProxy(options: { staticDir: string; apiURL: string }): Promise<ClientProxy> {
  const target = new URL(options.apiURL);
  const staticDir = path.resolve(options.staticDir);
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) forward(target, request, response);
    else
      serveClient(staticDir, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
