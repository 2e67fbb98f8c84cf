import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { HubSourceCreate, ToolSummary } from '@/contract/hub';
import type { ToolDefinition } from '@/contract/dbgpts-package';
import { ok } from '@/server/http/envelope';
import { verbatim } from '@/server/i18n/localized-text';
import { setHubIndex, type HubIndex, type HubPackageSummary } from '@/server/packages/hub-index-seam';
import { setToolRuntime, toolStore, type ToolRuntime } from '@/server/plugins/tool-seams';
import type { RouteContext } from '@/server/routes/context';
import { call, type Answer, type CallOptions } from './app-helpers';
import type { TestServer } from './harness';
import { multipart } from './upload-helpers';

/**
 * Fixtures for the plugin tests. The hub index and the tool runtime belong to other modules of this session
 * (`hub`, `tools`); until they land, these small stand-ins register through the same seams: a hub that is a
 * temporary folder of `<name>/package.json` files, and a runtime that lists a definition's tools without
 * connecting to anything.
 */

export interface FolderPackage {
  name: string;
  description?: string;
  author?: string;
  version?: string;
  /** The package's definition file (a `resource` of kind `tool`, or anything to test bad ones). */
  definition: unknown;
  type?: 'resource' | 'flow';
  resourceKind?: string | null;
}

/** A hub index over a folder: `list` reads it on each call; `refresh` fails while a `broken` file is there. */
export function folderHubIndex(folder: string) {
  const added: HubSourceCreate[] = [];
  async function read(): Promise<FolderPackage[]> {
    const names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    return Promise.all(
      names.map(
        async (entry) =>
          JSON.parse(await readFile(path.join(folder, entry.name, 'package.json'), 'utf8')) as FolderPackage,
      ),
    );
  }
  const index: HubIndex = {
    async list() {
      return (await read()).map((pkg, position): HubPackageSummary => ({
        id: position + 1,
        name: pkg.name,
        type: pkg.type ?? 'resource',
        label: pkg.name,
        description: pkg.description ?? null,
        author: pkg.author ?? null,
        version: pkg.version ?? null,
        source: 'test-hub',
        path: `resources/${pkg.name}`,
        resourceKind: pkg.resourceKind === undefined ? 'tool' : pkg.resourceKind,
        installable: true,
        gmtModified: '2026-11-25T00:00:00.000Z',
      }));
    },
    async load(_context, type, name) {
      const pkg = (await read()).find(
        (candidate) => candidate.name === name && (candidate.type ?? 'resource') === type,
      );
      if (!pkg) return undefined;
      return {
        name: pkg.name,
        type,
        label: pkg.name,
        version: pkg.version ?? null,
        description: pkg.description ?? null,
        author: pkg.author ?? null,
        source: 'test-hub',
        path: `resources/${pkg.name}`,
        definition: pkg.definition,
        sibling: async () => undefined,
      };
    },
    async addSource(_context, source) {
      added.push(source);
    },
    async refresh() {
      const broken = await readFile(path.join(folder, 'broken'), 'utf8').catch(() => null);
      return { failed: broken === null ? [] : [{ hub: 'test-hub', problem: verbatim(broken) }] };
    },
  };
  setHubIndex(index);
  return {
    added,
    async put(pkg: FolderPackage) {
      await mkdir(path.join(folder, pkg.name), { recursive: true });
      await writeFile(path.join(folder, pkg.name, 'package.json'), JSON.stringify(pkg));
    },
    async breakWith(problem: string | null) {
      if (problem === null) await rm(path.join(folder, 'broken'), { force: true });
      else await writeFile(path.join(folder, 'broken'), problem);
    },
  };
}

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

/** A market package holding an HTTP tool. */
export const toolPackage = (name: string, fields: Partial<FolderPackage> = {}): FolderPackage => ({
  name,
  description: `${name} from the hub`,
  author: 'Hub Author',
  version: '0.1.0',
  definition: { kind: 'tool', tool: httpTool(`${name}-inner`) },
  ...fields,
});

/** A runtime that answers one tool per definition; `command: "missing"` fails, a URL with `slow` never answers. */
export function fixtureToolRuntime() {
  const seen: ToolDefinition[] = [];
  const runtime: ToolRuntime = {
    async listTools(definition, { signal }): Promise<ToolSummary[]> {
      seen.push(definition);
      if (definition.kind === 'mcp' && definition.command === 'missing')
        throw new Error('spawn missing ENOENT');
      if (definition.kind === 'mcp' && definition.url?.includes('slow'))
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      return [{ name: 'echo', description: 'Says it back', input_schema: { type: 'object' } }];
    },
    async open() {
      throw new Error('not used by these tests');
    },
  };
  setToolRuntime(runtime);
  return { seen };
}

/** A test-only route giving the tests the store's own view (what the runtime would get) and its use counter. */
export const storeProbeRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  app.post('/test/plugins/use', async (request) => {
    const { name, user, succeeded } = request.body as { name: string; user: string; succeeded: boolean };
    await toolStore().recordUse(context, name, user, succeeded);
    return ok(null);
  });
  app.post('/test/plugins/find', async (request) => {
    const { name, user } = request.body as { name: string; user: string };
    return ok((await toolStore().find(context, name, user)) ?? null);
  });
  app.post('/test/plugins/everyone', async (request) => {
    const { definition } = request.body as { definition: ToolDefinition };
    return ok(await toolStore().installForEveryone(context, definition, '001'));
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
