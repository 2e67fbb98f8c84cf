import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { allow } from '../http/route-access';
import { listRoutes } from '../http/route-table';
import type { JsonSchema } from '../openapi/json-schema';
import { ROUTE_DOCS } from '../openapi/docs';
import { buildOpenApiDocument } from '../openapi/openapi-document';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 description of every route of `root` (the server whose route table
 * it reads), built at the first call, once all routes are registered, and kept for the process.
 */
export const openApiRoutes =
  (root: FastifyInstance): FastifyPluginAsync =>
  async (app) => {
    let document: JsonSchema | undefined;
    app.get('/openapi.json', allow.public, async () => {
      document ??= buildOpenApiDocument(listRoutes(root), ROUTE_DOCS);
      return document;
    });
  };
