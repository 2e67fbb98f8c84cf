import type { FastifyPluginAsync } from 'fastify';
import type { ToolDefinition } from '@/contract/dbgpts-package';
import { ok } from '@/server/http/envelope';
import { toolStore } from '@/server/plugins/store/tool-store';
import type { RouteContext } from '@/server/context';
import { call, type Answer, type CallOptions } from './app-helpers';
import type { PackageSpec } from './dbgpts-helpers';
import type { TestServer } from './harness';
import { multipart } from './upload-helpers';

/** An OpenAPI 3 document with one operation (`getWeather`), optionally changed. */
export function weatherOpenApi(change: (document: Record<string, unknown>) => void = () => {}) {
  const document: Record<string, unknown> = {
    openapi: '3.0.3',
    info: { title: 'Weather Service', version: '1.2.0', description: 'Current weather' },
    servers: [{ url: 'https://weather.example.com' }],
    paths: {
      '/weather': {
        get: {
          operationId: 'getWeather',
          parameters: [{ name: 'city', in: 'query', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  };
  change(document);
  return document;
}

export function httpTool(name: string, headers?: Record<string, string>): ToolDefinition {
  return { kind: 'http', name, description: `${name} tool`, openapi: weatherOpenApi(), headers };
}

/** A hub package (`resources/<name>`) holding an HTTP tool, or `definition` to test bad ones. */
export const toolPackage = (
  name: string,
  fields: Record<string, unknown> = {},
  definition: unknown = { kind: 'tool', tool: httpTool(name) },
): PackageSpec => ({
  type: 'resource',
  name,
  fields: { description: `${name} from the hub`, authors: ['Hub Author'], ...fields },
  definition,
});

/** A test-only route reading the real plugin store as the runtime gets it (secrets opened), to check sealing. */
export const storeProbeRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  app.post('/test/plugins/find', async (request) => {
    const { name, user } = request.body as { name: string; user: string };
    return ok((await toolStore.find(context, name, user)) ?? null);
  });
};

/** A POST with no body (install, uninstall, my: everything in the query), as alice unless told. */
export function post<T = unknown>(server: TestServer, pathAndQuery: string, options: CallOptions = {}) {
  return call<T>(server, 'POST', pathAndQuery, undefined, { ...options, user: options.user ?? 'alice' });
}

/** Uploads `content` as `doc_file` (or another field); answers status, envelope and the raw text. */
export async function uploadPlugin(
  server: TestServer,
  fileName: string,
  content: string,
  options: CallOptions & { field?: string; query?: string } = {},
): Promise<Answer<Record<string, unknown>> & { raw: string }> {
  const { body, contentType } = multipart([{ field: options.field ?? 'doc_file', name: fileName, content }]);
  const response = await fetch(`${server.baseUrl}/api/v1/personal/agent/upload${options.query ?? ''}`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'user-id': options.user ?? 'alice',
      'accept-language': options.language ?? 'en',
    },
    body,
  });
  const raw = await response.text();
  return { status: response.status, body: JSON.parse(raw), raw };
}

/** The raw text of an answer, to look for secrets anywhere in it. */
export async function rawPost(server: TestServer, pathAndQuery: string, body?: unknown, user = 'alice') {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'user-id': user, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.text();
}
