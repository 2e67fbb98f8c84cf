import { startTestServer, type TestServer } from './harness';

const gateCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('dbgpt_gate='));

describe('the isFirst admission gate', () => {
  let servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    servers = [];
  });
  const start = async (env: Record<string, string> = {}) => {
    const server = await startTestServer({ env });
    servers.push(server);
    return server;
  };

  it('is open for a visitor on this machine without sign-in: every answer says so in a readable cookie', async () => {
    const server = await start();
    const answer = await fetch(`${server.baseUrl}/api/v1/question/list`);
    const cookie = gateCookie(answer.headers.getSetCookie());
    expect(cookie).toMatch(/^dbgpt_gate=open;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Said once: a browser that already has it is not told again.
    const again = await fetch(`${server.baseUrl}/api/v1/question/list`, {
      headers: { cookie: 'dbgpt_gate=open' },
    });
    expect(gateCookie(again.headers.getSetCookie())).toBeUndefined();
  });

  it('stays DB-GPT’s gate for a visitor from the network, and takes back a cookie given before', async () => {
    const server = await start();
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/v1/question/list',
      remoteAddress: '192.168.1.20',
      headers: { cookie: 'dbgpt_gate=open' },
    });
    expect(gateCookie(answer.headers['set-cookie'])).toMatch(/^dbgpt_gate=;/);
    const fresh = await server.app.inject({
      method: 'GET',
      url: '/api/v1/question/list',
      remoteAddress: '10.0.0.7',
    });
    expect(gateCookie(fresh.headers['set-cookie'])).toBeUndefined();
  });

  it('stays DB-GPT’s gate with ADMISSION_GATE=strict, and with sign-in on', async () => {
    const envs: Record<string, string>[] = [
      { ADMISSION_GATE: 'strict' },
      { AUTH_MODE: 'local', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'a long admin password' },
    ];
    for (const env of envs) {
      const server = await start(env);
      const answer = await fetch(`${server.baseUrl}/api/v1/question/list`);
      expect(gateCookie(answer.headers.getSetCookie())).toBeUndefined();
    }
  });
});
