import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { access } from './route-access';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Next puts content-hashed files under `_next/static/`; everything else may change between builds. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashedAsset = filePath.split(path.sep).join('/').includes('/_next/static/');
  reply.header('cache-control', hashedAsset ? IMMUTABLE : REVALIDATE);
}

export function isClientBuilt(staticDir: string): boolean {
  return existsSync(path.join(staticDir, 'index.html'));
}

/**
 * Serves the exported client (`trailingSlash: true`: every page is `route/index.html`).
 * `/chat?id=1` is redirected to `/chat/?id=1`, keeping the query. A file's brotli or gzip copy written
 * by the build (`x.js.br`, `x.js.gz`) goes to browsers that accept it. Returns whether the client exists.
 */
export async function registerStaticClient(app: FastifyInstance, staticDir: string): Promise<boolean> {
  if (!isClientBuilt(staticDir)) {
    app.get('/', { config: { access: access.public } }, async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(localized('http.clientNotBuilt').in(requestLanguage(request))),
    );
    return false;
  }
  await app.register(async (scope) => {
    // The plugin's routes take no options of ours: every page and asset is public.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public };
    });
    await scope.register(fastifyStatic, {
      root: staticDir,
      redirect: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });
  });
  return true;
}
