import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RESOURCE_KINDS, type RouteAccess } from '@/contract/access';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { listRoutes, type RouteEntry } from '@/server/http/route-table';
import { ADMIN, createUser, signIn, startLocalServer } from './auth-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { startOidcPair, type OidcPair } from './oidc-helpers';

/**
 * Every route states who may call it (`config: { access }`, contract/access.ts), and the generic rules hold
 * for every route the server has, so a new route cannot slip past: `admin` routes refuse ordinary users
 * (403) and signed-out callers (401); every route but the `public` ones answers 401 signed out; in `local`,
 * `oidc` and `proxy` mode. A route made public must be added to PUBLIC_ROUTES on purpose.
 */

let local: TestServer;
let oidc: OidcPair;
let proxy: TestServer;
let staticDir: string;
let ordinaryUser: string;

/** A built client as small as it gets: its pages register the static client's routes. */
async function fakeClient(): Promise<string> {
  const dir = await makeTempDir('dbgpt-static-');
  await mkdir(path.join(dir, 'chat'));
  await mkdir(path.join(dir, '_next', 'static'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>client</title>');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>missing</title>');
  await writeFile(path.join(dir, 'chat', 'index.html'), '<!doctype html><title>chat</title>');
  await writeFile(path.join(dir, '_next', 'static', 'app.js'), 'console.log(1)');
  return dir;
}

beforeAll(async () => {
  staticDir = await fakeClient();
  local = await startLocalServer({ STATIC_DIR: staticDir });
  const admin = await signIn(local, ADMIN.email, ADMIN.password);
  await createUser(local, admin, { email: 'ordinary@example.com', password: 'ordinary password' });
  ordinaryUser = await signIn(local, 'ordinary@example.com', 'ordinary password');
  // The OIDC routes exist only with a provider configured; it need not be up for the table.
  oidc = await startOidcPair({ users: {}, providerUp: false });
  // Behind a sign-in gateway the gateway names the user; the tests' requests come from 127.0.0.1.
  proxy = await startTestServer({
    env: { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1/32', PROXY_ADMIN_EMAILS: 'boss@example.com' },
  });
}, 60_000);

afterAll(async () => {
  await local?.close();
  await oidc?.close();
  await proxy?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Every route of the local server (static client included) and the OIDC one, once each. */
function everyRoute(): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const route of [...listRoutes(local.app), ...listRoutes(oidc.server.app)])
    if (!seen.has(nameOf(route))) seen.set(nameOf(route), route);
  return [...seen.values()];
}

const localRoutes = (rule: RouteAccess['rule'] | 'not-public') =>
  listRoutes(local.app).filter((route) =>
    rule === 'not-public' ? route.access?.rule !== 'public' : route.access?.rule === rule,
  );

/** A concrete path for a route's pattern: every parameter and wildcard filled in. */
const concretePath = (url: string) =>
  url.replace(/:[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

interface Answer {
  status: number;
  errCode: unknown;
}

/** Signed in with a session cookie, or as a gateway's user, or (undefined) signed out. */
type Caller = { session: string } | { gatewayUser: string } | undefined;

async function send(server: TestServer, route: RouteEntry, caller: Caller): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (caller !== undefined && 'session' in caller)
    headers.cookie = `dbgpt_session=${encodeURIComponent(caller.session)}`;
  if (caller !== undefined && 'gatewayUser' in caller) headers['x-forwarded-email'] = caller.gatewayUser;
  const response = await fetch(`${server.baseUrl}${concretePath(route.url)}`, {
    method: route.method,
    headers,
  });
  const text = await response.text();
  let errCode: unknown = undefined;
  try {
    errCode = (JSON.parse(text) as { err_code?: unknown }).err_code;
  } catch {
    // Not JSON: HEAD answers have no body; the check below then reads the status only.
  }
  return { status: response.status, errCode };
}

/** The routes whose answer is not `expected`, as `METHOD url → status code` lines. */
async function mismatches(
  server: TestServer,
  routes: readonly RouteEntry[],
  expected: { status: number; errCode: string },
  caller?: Caller,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    const answer = await send(server, route, caller);
    const envelopeOk = route.method === 'HEAD' || answer.errCode === expected.errCode;
    if (answer.status !== expected.status || !envelopeOk)
      wrong.push(`${nameOf(route)} → ${answer.status} ${String(answer.errCode)}`);
  }
  return wrong;
}

/** The only routes a signed-out caller may reach (each GET also answers HEAD); `/*` is the static client. */
const PUBLIC_ROUTES = [
  'GET /',
  'GET /*',
  'GET /api/health',
  'GET /health',
  // Readiness, for load balancers in front of several instances.
  'GET /api/health/ready',
  'GET /health/ready',
  // The API's description and its reference page: what routes exist is no secret.
  'GET /openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/:name',
  'GET /api/v1/auth/status',
  'GET /api/v1/auth/me',
  'POST /api/v1/auth/setup',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/oidc/login',
  'GET /api/v1/auth/oidc/callback',
  'GET /api/v1/embed/session',
];

describe('the route table', () => {
  it('holds the routes of every part: health, sign-in, OIDC, the API and the static client', () => {
    const names = everyRoute().map(nameOf);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/v1/auth/login',
        'GET /api/v1/auth/oidc/callback',
        'POST /api/v1/chat/completions',
        'GET /api/v1/admin/users',
        'GET /*',
        'GET /',
      ]),
    );
    expect(names.length).toBeGreaterThan(300);
  });

  it('has no route that does not declare who may call it', () => {
    const undeclared = everyRoute()
      .filter((route) => route.access === undefined)
      .map(nameOf);
    expect(undeclared).toEqual([]);
  });

  it('declares public only the routes of health, sign-in, the embed entry and the static client', () => {
    const publicRoutes = everyRoute()
      .filter((route) => route.access?.rule === 'public' && route.method !== 'HEAD')
      .map(nameOf);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('names a known kind of resource on every owner route, and on no other', () => {
    const wrong = everyRoute()
      .filter(({ access }) =>
        access?.rule === 'owner'
          ? access.resource === undefined || !RESOURCE_KINDS.includes(access.resource)
          : access?.resource !== undefined,
      )
      .map((route) => `${nameOf(route)} ${JSON.stringify(route.access)}`);
    expect(wrong).toEqual([]);
  });
});

describe('the declared rules, on every route (AUTH_MODE=local and oidc)', () => {
  it('refuses every admin route to an ordinary signed-in user with 403 in the envelope', async () => {
    const adminRoutes = localRoutes('admin');
    expect(adminRoutes.map(nameOf)).toEqual(
      expect.arrayContaining(['GET /api/v1/admin/users', 'POST /api/v2/serve/model/models/start']),
    );
    const expected = { status: 403, errCode: AUTH_ERROR_CODES.adminOnly };
    expect(await mismatches(local, adminRoutes, expected, { session: ordinaryUser })).toEqual([]);
  }, 60_000);

  it('answers 401 in the envelope to a signed-out caller on every route but the public ones', async () => {
    const guarded = localRoutes('not-public');
    const expected = { status: 401, errCode: AUTH_ERROR_CODES.signInRequired };
    expect(await mismatches(local, guarded, expected)).toEqual([]);
  }, 120_000);

  it('answers 401 signed out on every non-public route with OIDC sign-in too', async () => {
    const guarded = listRoutes(oidc.server.app).filter((route) => route.access?.rule !== 'public');
    const expected = { status: 401, errCode: AUTH_ERROR_CODES.signInRequired };
    expect(await mismatches(oidc.server, guarded, expected)).toEqual([]);
  }, 120_000);
});

describe('the declared rules, on every route (AUTH_MODE=proxy)', () => {
  const proxyRoutes = (admin: boolean) =>
    listRoutes(proxy.app).filter((route) =>
      admin ? route.access?.rule === 'admin' : route.access?.rule !== 'public',
    );

  it("refuses every admin route to the gateway's ordinary user with 403 in the envelope", async () => {
    const expected = { status: 403, errCode: AUTH_ERROR_CODES.adminOnly };
    const caller = { gatewayUser: 'someone@example.com' };
    expect(await mismatches(proxy, proxyRoutes(true), expected, caller)).toEqual([]);
  }, 60_000);

  it('answers 401 to a request without the gateway’s user on every route but the public ones', async () => {
    const expected = { status: 401, errCode: AUTH_ERROR_CODES.gatewaySignInRequired };
    expect(await mismatches(proxy, proxyRoutes(false), expected)).toEqual([]);
  }, 120_000);
});
