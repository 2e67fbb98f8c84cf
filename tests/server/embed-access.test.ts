import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN, createUser, signIn, startLocalServer } from './auth-helpers';
import { createLink, send, tokenOf, type Caller } from './embed-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';

const frameAncestors = (headers: Headers) =>
  /frame-ancestors ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];

/** A stand-in for the built client: the home page and the embed page. */
async function staticClient(): Promise<string> {
  const dir = await makeTempDir('dbgpt-embed-client-');
  await mkdir(path.join(dir, 'embed'));
  await writeFile(path.join(dir, 'index.html'), '<p>home</p>');
  await writeFile(path.join(dir, 'embed', 'index.html'), '<p>embed</p>');
  return dir;
}

describe('frame-ancestors', () => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await staticClient();
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  async function pageHeaders(server: TestServer, page: string) {
    const response = await fetch(`${server.baseUrl}${page}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, ancestors: frameAncestors(response.headers) };
  }

  it('lets the EMBED_ORIGINS frame the embed page only; every other page keeps FRAME_ANCESTORS', async () => {
    const server = await startTestServer({
      env: { STATIC_DIR: clientDir, EMBED_ORIGINS: 'http://127.0.0.1:5999, https://portal.example.com/' },
    });
    try {
      const embedded = 'http://127.0.0.1:5999 https://portal.example.com';
      expect(await pageHeaders(server, '/embed/?token=abc')).toEqual({ status: 200, ancestors: embedded });
      expect((await pageHeaders(server, '/embed?token=abc')).ancestors).toBe(embedded);
      expect(await pageHeaders(server, '/')).toEqual({ status: 200, ancestors: "'self'" });
      expect((await pageHeaders(server, '/embedded-elsewhere/')).ancestors).toBe("'self'");
      expect((await pageHeaders(server, '/api/v1/embed/session')).ancestors).toBe("'self'");
    } finally {
      await server.close();
    }
  });

  it('makes the embed page unframeable until EMBED_ORIGINS is set, and refuses a malformed origin', async () => {
    const server = await startTestServer({
      env: { STATIC_DIR: clientDir, FRAME_ANCESTORS: 'https://intranet.example' },
    });
    try {
      expect((await pageHeaders(server, '/embed/')).ancestors).toBe("'none'");
      expect((await pageHeaders(server, '/')).ancestors).toBe('https://intranet.example');
    } finally {
      await server.close();
    }
    await expect(startTestServer({ env: { EMBED_ORIGINS: 'not an origin' } })).rejects.toThrow(
      /EMBED_ORIGINS/,
    );
  });
});

describe('embed links with AUTH_MODE=local', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    server = await startLocalServer();
    admin = await signIn(server, ADMIN.email, ADMIN.password);
    await createUser(server, admin, { email: 'user@example.com', password: 'a long enough password' });
    user = await signIn(server, 'user@example.com', 'a long enough password');
  });
  afterAll(() => server.close());

  it('lets a visitor without an account into the app’s routes through the token, and nowhere else', async () => {
    const created = await send<{ app_code: string }>(
      server,
      'POST',
      '/api/v1/app/create',
      { session: admin },
      {
        app_name: 'Signed-in embed',
        app_describe: 'helps',
        team_mode: 'native_app',
        language: 'en',
        team_context: { chat_scene: 'chat_normal', scene_name: 'x' },
        details: [],
        param_need: [],
      },
    );
    const appCode = created.body.data.app_code;
    const refused = await send(
      server,
      'POST',
      '/api/v1/app/embed/create',
      { session: user },
      { app_code: appCode },
    );
    expect(refused.status).toBe(403);
    const visitor: Caller = {
      token: tokenOf(await createLink(server, appCode, { session: admin })),
      visitor: 'local-visitor',
    };

    expect(
      (await send(server, 'GET', `/api/v1/app/info?chat_scene=chat_agent&app_code=${appCode}`, {})).status,
    ).toBe(401);
    const info = await send<{ app_name: string }>(
      server,
      'GET',
      `/api/v1/app/info?chat_scene=chat_agent&app_code=${appCode}`,
      visitor,
    );
    expect(info.body.data.app_name).toBe('Signed-in embed');
    const dialogue = await send(
      server,
      'POST',
      `/api/v1/chat/dialogue/new?chat_mode=chat_normal&app_code=${appCode}`,
      visitor,
    );
    expect(dialogue.status).toBe(200);

    for (const page of ['/api/v1/admin/users', '/api/v1/auth/api-keys', '/api/v1/auth/profile', '/api/v1/auth/sessions']) {
      const answer = await send(server, 'GET', page, visitor);
      expect(answer.status, page).toBe(403);
      expect(answer.body.err_msg).toContain('not allowed through an embed link');
    }
    // A token does not add to a session: with one, the request is the visitor's, not the admin's.
    const mixed = await send(server, 'GET', '/api/v1/admin/users', { ...visitor, session: admin });
    expect(mixed.status).toBe(403);
  });
});
