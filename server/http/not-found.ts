import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { fail } from './envelope';

/** Path families the DB-GPT API lives under (contract 0.1); unknown paths here get a JSON 404. */
const API_PATH_PREFIXES = ['/api/', '/knowledge/', '/prompt/'];

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

async function readClientNotFoundPage(staticDir: string | null): Promise<string | null> {
  if (staticDir === null) return null;
  // Read per request so a client rebuilt while the server runs shows its new page.
  return readFile(path.join(staticDir, '404.html'), 'utf8').catch(() => null);
}

/** API paths and non-GET methods get the JSON envelope; pages get the client's 404.html. */
export function registerNotFoundHandler(app: FastifyInstance, staticDir: string | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (!isPageRequest) {
      const text = localized('http.notFound', { method: request.method, path: pathname });
      return reply.code(404).send(fail(SERVER_ERROR_CODES.notFound, text.in(requestLanguage(request))));
    }
    const page = await readClientNotFoundPage(staticDir);
    reply.code(404).header('cache-control', 'no-cache');
    if (page === null)
      return reply
        .type('text/plain; charset=utf-8')
        .send(localized('http.pageNotFound').in(requestLanguage(request)));
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
