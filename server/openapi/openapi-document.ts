import type { RouteEntry } from '../http/route-table';
import { SERVER_VERSION } from '../version';
import { JsonSchemaWriter, type JsonSchema } from './json-schema';
import { DBGPT_TAG, openApiPath, operationOf } from './operation';
import { routeKey, type RouteDoc, type RouteDocs } from './route-doc';

/** HEAD answers as GET does (Fastify adds it to every GET); the description lists the GET. */
const describedRoutes = (routes: readonly RouteEntry[]) => routes.filter((route) => route.method !== 'HEAD');

/** The description of each route, by `METHOD url`, with the area it belongs to. */
export function docsByRoute(docs: readonly RouteDocs[]): Map<string, { doc: RouteDoc; area: string }> {
  const byRoute = new Map<string, { doc: RouteDoc; area: string }>();
  for (const { area, routes } of docs)
    for (const [key, doc] of Object.entries(routes)) byRoute.set(key, { doc, area });
  return byRoute;
}

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['success', 'err_code', 'err_msg'],
  properties: {
    success: { const: false },
    err_code: { type: 'string', description: 'E0001 for bad input, an HTTP status or a feature code.' },
    err_msg: { type: 'string', description: "Readable, in the caller's language (Accept-Language)." },
    data: { description: 'null, or details of the problem.' },
  },
};

/**
 * The OpenAPI 3.1 description of the server: every route of its route table (`listRoutes`), described with
 * the zod schemas of `docs`. A route without a description is listed with its path and access only.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[], docs: readonly RouteDocs[]): JsonSchema {
  const writer = new JsonSchemaWriter();
  const byRoute = docsByRoute(docs);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const areas = new Set<string>();
  for (const route of describedRoutes(routes)) {
    const described = byRoute.get(routeKey(route.method, route.url)) ?? { doc: {}, area: 'undescribed' };
    areas.add(described.area);
    const { path } = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, described.doc, described.area, writer);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DB-GPT-compatible server API',
      version: SERVER_VERSION,
      description:
        'Every answer but streams and downloads comes in the envelope `{success, err_code, err_msg, data}`. ' +
        'Call it with an API key (`Authorization: Bearer <key>`, made on the API keys screen) or a ' +
        'signed-in session cookie. Routes tagged "DB-GPT compatible" answer as DB-GPT does.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [
      { name: DBGPT_TAG, description: "Routes with DB-GPT's paths and shapes." },
      ...[...areas].sort().map((name) => ({ name })),
    ],
    paths,
    components: {
      schemas: { ErrorEnvelope: ERROR_ENVELOPE, ...writer.components },
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: `Authorization: Bearer <key>`.' },
        session: { type: 'apiKey', in: 'cookie', name: 'dbgpt_session', description: 'A signed-in session.' },
      },
    },
  };
}
