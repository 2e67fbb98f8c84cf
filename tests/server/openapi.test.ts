import Ajv2020 from 'ajv/dist/2020';
import { listRoutes, type RouteEntry } from '@/server/http/route-table';
import { ROUTE_DOCS } from '@/server/openapi/docs';
import { docsByRoute } from '@/server/openapi/openapi-document';
import { openApiPath } from '@/server/openapi/operation';
import { routeKey } from '@/server/openapi/route-doc';
import { startLocalServer } from './auth-helpers';
import type { TestServer } from './harness';
import { startOidcPair, type OidcPair } from './oidc-helpers';

/**
 * `GET /openapi.json` describes every route of the route table, with the zod schemas its handler validates
 * with, and is a valid OpenAPI 3.1 document whose schemas compile as JSON Schema 2020-12.
 */

type Json = Record<string, unknown>;
let server: TestServer;
/** With an OpenID Connect provider configured, the server has its two sign-in routes too. */
let oidc: OidcPair;
let document: Json;
let oidcDocument: Json;

const descriptionOf = async (of: TestServer) => {
  const response = await fetch(`${of.baseUrl}/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
};

beforeAll(async () => {
  server = await startLocalServer();
  oidc = await startOidcPair({ users: {}, providerUp: false });
  document = await descriptionOf(server);
  oidcDocument = await descriptionOf(oidc.server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await oidc?.close();
});

const withoutHead = (of: TestServer) => listRoutes(of.app).filter((route) => route.method !== 'HEAD');
/** Every route of both servers, once each. */
const routes = () => {
  const seen = new Map<string, RouteEntry>();
  for (const route of [...withoutHead(server), ...withoutHead(oidc.server)])
    seen.set(routeKey(route.method, route.url), route);
  return [...seen.values()];
};
const operationOf = (route: RouteEntry) => {
  const find = (of: Json) =>
    (of.paths as Record<string, Record<string, Json>>)[openApiPath(route.url).path]?.[
      route.method.toLowerCase()
    ];
  return find(document) ?? find(oidcDocument);
};

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1, served to anyone', () => {
    expect(document.openapi).toBe('3.1.0');
    expect((document.info as Json).version).toEqual(expect.any(String));
  });

  it('lists every route of the route table with its access rule', () => {
    const missing = routes().filter((route) => operationOf(route) === undefined);
    expect(missing.map((route) => routeKey(route.method, route.url))).toEqual([]);
    for (const route of routes()) expect(operationOf(route)!['x-access']).toEqual(route.access);
  });

  it('describes every route: its inputs, path parameters and answer', () => {
    const described = docsByRoute(ROUTE_DOCS);
    const problems: string[] = [];
    for (const route of routes()) {
      const key = routeKey(route.method, route.url);
      const entry = described.get(key);
      if (!entry) {
        problems.push(`${key}: no description in server/openapi/docs`);
        continue;
      }
      const { doc } = entry;
      const answered = [doc.data, doc.plain, doc.stream, doc.file, doc.redirect].some(
        (answer) => answer !== undefined,
      );
      if (!answered) problems.push(`${key}: its answer is not described`);
      const names = openApiPath(route.url).names;
      const parameters = ((operationOf(route)?.parameters ?? []) as Json[]).filter((p) => p.in === 'path');
      if (parameters.map((p) => p.name).join() !== names.join()) problems.push(`${key}: path parameters`);
    }
    for (const key of described.keys())
      if (!routes().some((route) => routeKey(route.method, route.url) === key))
        problems.push(`${key}: described, but the server has no such route`);
    expect(problems).toEqual([]);
  });

  it('has operation ids that are unique and schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const base = 'https://openapi.local/openapi.json';
    const components = document.components as Json;
    ajv.addSchema({ $id: base, components });
    const ids = new Set<string>();
    const compiled = new Set<string>();
    const at = (schema: unknown) =>
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${base}#/components/`)) as Json;
    for (const route of routes()) {
      const operation = operationOf(route)!;
      expect(ids.has(operation.operationId as string)).toBe(false);
      ids.add(operation.operationId as string);
      const schemas: unknown[] = [];
      for (const parameter of (operation.parameters ?? []) as Json[]) schemas.push(parameter.schema);
      for (const media of Object.values(((operation.requestBody as Json | undefined)?.content ?? {}) as Json))
        schemas.push((media as Json).schema);
      for (const response of Object.values(operation.responses as Json))
        for (const media of Object.values(((response as Json).content ?? {}) as Json))
          schemas.push((media as Json).schema);
      for (const schema of schemas) {
        const text = JSON.stringify(schema);
        if (compiled.has(text)) continue;
        compiled.add(text);
        expect(() => ajv.compile(at(schema))).not.toThrow();
      }
    }
  }, 60_000);
});

describe('GET /api/docs', () => {
  it('renders the description from files this server serves, none from elsewhere', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/assets/swagger-ui-bundle.js']));
    for (const asset of assets) {
      const response = await fetch(`${server.baseUrl}${asset}`);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const init = await (await fetch(`${server.baseUrl}/api/docs/assets/docs-init.js`)).text();
    expect(init).toContain("url: '/openapi.json'");
  });

  it('serves no other file under its assets', async () => {
    for (const name of ['package.json', '..%2Fpackage.json', 'index.html'])
      expect((await fetch(`${server.baseUrl}/api/docs/assets/${name}`)).status).toBe(404);
  });
});
