import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { allow } from '../http/route-access';
import { DOCS_INIT_JS, DOCS_THEME_CSS } from '../openapi/docs-page';

/** Swagger UI's files, from its package (dependencies stay in node_modules, in the built server too). */
const SWAGGER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Our own files of the page: its theme and the script that starts Swagger UI. */
const OWN_FILES: Readonly<Record<string, { type: string; text: string }>> = {
  'docs-theme.css': { type: 'text/css; charset=utf-8', text: DOCS_THEME_CSS },
  'docs-init.js': { type: 'text/javascript; charset=utf-8', text: DOCS_INIT_JS },
};

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/assets/docs-theme.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs-init.js"></script>
</body>
</html>
`;

/**
 * `/api/docs`: Swagger UI rendering `/openapi.json`, from files this server serves (offline, no CDN), loaded
 * on this page only.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Buffer>();
  const swaggerFile = async (name: string): Promise<Buffer> => {
    const known = cache.get(name);
    if (known) return known;
    const content = await readFile(path.join(swaggerDir(), name));
    cache.set(name, content);
    return content;
  };

  app.get('/api/docs', allow.public, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get('/api/docs/assets/:name', allow.public, async (request, reply) => {
    const { name } = request.params as { name: string };
    const own = Object.hasOwn(OWN_FILES, name) ? OWN_FILES[name] : undefined;
    if (own) return reply.type(own.type).header('cache-control', 'public, max-age=3600').send(own.text);
    if (!Object.hasOwn(SWAGGER_FILES, name)) return reply.callNotFound();
    return reply
      .type(SWAGGER_FILES[name]!)
      .header('cache-control', 'public, max-age=3600')
      .send(await swaggerFile(name));
  });
};
