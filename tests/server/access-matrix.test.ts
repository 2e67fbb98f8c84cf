import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRoutes } from '@/server/http/route-table';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { oneModelEnv } from './flow-helpers';
import type { TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { MATRIX } from './access-matrix/cases';
import {
  ROLES,
  type AccessCase,
  type CaseRun,
  type Answer,
  type MatrixRequest,
  type Role,
  type World,
} from './access-matrix/matrix';

/**
 * Issue 26's access matrix: every route that reads or changes one resource, tried as its owner, another
 * ordinary account, an administrator and a signed-out caller (`AUTH_MODE=local`), each on a fresh resource.
 * A refused request answers its status in the envelope and leaves the resource as it was.
 */
let server: TestServer;
let fake: FakeOpenAI;
let dir: string;
const sessions = {} as Record<Role, string>;
const ids = {} as Record<Role, string>;
let counter = 0;
const credentials = (role: 'owner' | 'other') => ({
  email: `${role}@example.com`,
  password: `${role} has a long password`,
});

async function send(role: Role | null, request: MatrixRequest): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (role !== null) headers.cookie = `dbgpt_session=${encodeURIComponent(sessions[role])}`;
  let body: string | Buffer<ArrayBuffer> | undefined;
  if (request.multipart) {
    headers['content-type'] = request.multipart.contentType;
    body = request.multipart.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${server.baseUrl}${request.path}`, { method: request.method, headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  // Downloads and streams answer other things than the envelope when they succeed.
  const parsed = type.includes('application/json') ? (JSON.parse(text) as Answer['body']) : { success: true };
  return { status: response.status, body: parsed };
}

const world: World = {
  get server() {
    return server;
  },
  get fake() {
    return fake;
  },
  get dir() {
    return dir;
  },
  ids,
  as: send,
  async must<T>(role: Role, request: MatrixRequest) {
    const answer = await send(role, request);
    if (answer.status !== 200 || answer.body.success === false)
      throw new Error(
        `${request.method} ${request.path} as ${role}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    return answer.body.data as T;
  },
  unique: (prefix) => `${prefix}-${++counter}`,
  signInAgain: (role) => signIn(server, credentials(role).email, credentials(role).password),
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startLocalServer(oneModelEnv(fake.url));
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-access-matrix-'));
  sessions.admin = await signIn(server, ADMIN.email, ADMIN.password);
  for (const role of ['owner', 'other'] as const) {
    const account = credentials(role);
    ids[role] = await createUser(server, sessions.admin, account);
    sessions[role] = await signIn(server, account.email, account.password);
  }
  const me = await call(server, '/api/v1/auth/me', { session: sessions.admin });
  ids.admin = (me.body.data as { id: string }).id;
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signed out first, then another user and the administrator, the owner last (a delete ends the resource). */
const ORDER: readonly (Role | null)[] = [null, 'other', 'admin', 'owner'];

async function tryCase(matrixCase: AccessCase): Promise<void> {
  // The refused callers share one resource (each refusal must leave it as it was, which is checked);
  // each caller that may act gets a fresh one, since a delete or a change would spoil it for the next.
  let refusedRun: CaseRun | undefined;
  for (const role of ORDER) {
    const expected = role === null ? 401 : matrixCase.expect[role];
    const run = expected === 200 ? await matrixCase.run(world) : (refusedRun ??= await matrixCase.run(world));
    const before = run.state ? await run.state() : undefined;
    const answer = await send(role, run.request);
    const who = role ?? 'signed-out';
    expect(answer.status, `${who}: ${JSON.stringify(answer.body)}`).toBe(expected);
    if (expected === 200) {
      expect(answer.body.success, `${who}: ${JSON.stringify(answer.body)}`).not.toBe(false);
      if (role !== null) run.check?.(role, answer.body.data);
      continue;
    }
    expect(answer.body.success, who).toBe(false);
    expect(answer.body.err_msg, who).toBeTruthy();
    if (run.state) expect(await run.state(), `${who} changed it`).toEqual(before);
  }
}

describe('the access matrix', () => {
  it.each(MATRIX.map((entry) => [`${entry.route}${entry.name ? ` (${entry.name})` : ''}`, entry] as const))(
    '%s',
    async (_, entry) => tryCase(entry),
  );

  it('has a row for every route that declares the owner rule, so a new one cannot slip past', () => {
    const routes = listRoutes(server.app);
    // Fastify answers HEAD with the GET route's handler: its GET row covers it.
    const key = (route: { method: string; url: string }) =>
      `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
    const declared = routes.filter((route) => route.access?.rule === 'owner').map(key);
    const known = new Set(routes.map(key));
    expect(declared.length).toBeGreaterThan(0);
    const rows = new Set(MATRIX.map((entry) => entry.route));
    expect(declared.filter((route) => !rows.has(route))).toEqual([]);
    // A row for a route that is gone (renamed or removed) is a row that tests nothing.
    expect([...rows].filter((route) => !known.has(route))).toEqual([]);
  });

  it('has rows for each of the three callers on every route it names, and no route twice without a name', () => {
    const seen = new Set<string>();
    for (const entry of MATRIX) {
      const key = `${entry.route} ${entry.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(Object.keys(entry.expect).sort()).toEqual([...ROLES].sort());
    }
  });
});
