import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { ADMIN, createUser, signIn, startLocalServer } from './auth-helpers';
import { startOidcPair } from './oidc-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

interface LoginFrom {
  /** The loopback address the connection comes from (all of 127.0.0.0/8 reaches the server). */
  from: string;
  /** The device cookie the browser sends. */
  device?: string;
  forwardedFor?: string;
  language?: string;
}

interface LoginAnswer {
  status: number;
  errMsg: string | null;
  retryAfter: string | undefined;
  /** The device cookie the answer set, if any. */
  device: string | undefined;
}

/** Posts a sign-in over a real connection from `from`. */
function login(credentials: { email: string; password: string }, options: LoginFrom): Promise<LoginAnswer> {
  const url = new URL('/api/v1/auth/login', server.baseUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.device !== undefined) headers.cookie = `dbgpt_device=${options.device}`;
  if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        localAddress: options.from,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const device = (response.headers['set-cookie'] ?? [])
            .find((line) => line.startsWith('dbgpt_device='))
            ?.split(';')[0]
            ?.slice('dbgpt_device='.length);
          resolve({
            status: response.statusCode ?? 0,
            errMsg: (JSON.parse(text) as { err_msg: string | null }).err_msg,
            retryAfter: response.headers['retry-after'],
            device,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(credentials));
  });
}

async function failTimes(
  times: number,
  credentials: (i: number) => { email: string; password: string },
  options: LoginFrom,
) {
  for (let i = 0; i < times; i++) expect((await login(credentials(i), options)).status).toBe(401);
}

const OWNER = { email: 'owner@example.com', password: 'owner password 1' };
const ATTACKER = '127.0.0.66';

describe('sign-in limits cannot lock the real user out', () => {
  it('limits an address that guesses at unknown emails, and only that address', async () => {
    server = await startLocalServer();
    await failTimes(20, (i) => ({ email: `guess${i}@example.com`, password: 'password' }), {
      from: ATTACKER,
    });

    const limited = await login(ADMIN, { from: ATTACKER, language: 'zh' });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.errMsg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
    expect((await login(ADMIN, { from: '127.0.0.7' })).status).toBe(200);
  });

  it('lets the owner in from a browser they signed in on while a guessing address stays limited', async () => {
    server = await startLocalServer();
    await createUser(server, await signIn(server, ADMIN.email, ADMIN.password), OWNER);
    const first = await login(OWNER, { from: '127.0.0.8' });
    expect(first.status).toBe(200);
    expect(first.device).toMatch(/^v1\./);

    await failTimes(5, (i) => ({ ...OWNER, password: `wrong ${i}` }), { from: ATTACKER });
    const attacker = await login(OWNER, { from: ATTACKER });
    expect(attacker.status).toBe(429);
    expect(attacker.errMsg).toMatch(/^Too many failed sign-ins; try again in \d+ seconds$/);

    expect((await login(OWNER, { from: '127.0.0.8', device: first.device })).status).toBe(200);
    // Behind the same address as the attacker (one office NAT), the known browser still gets in.
    expect((await login(OWNER, { from: ATTACKER, device: first.device })).status).toBe(200);
    expect((await login(OWNER, { from: ATTACKER })).status).toBe(429);
  });

  it('holds back unknown browsers once many addresses guess at one account, never known ones', async () => {
    server = await startLocalServer();
    const known = await login(ADMIN, { from: '127.0.0.9' });
    for (const from of ['127.0.0.10', '127.0.0.11'])
      await failTimes(5, (i) => ({ ...ADMIN, password: `wrong ${i}` }), { from });

    expect((await login(ADMIN, { from: '127.0.0.12' })).status).toBe(429);
    expect((await login(ADMIN, { from: '127.0.0.12', device: known.device })).status).toBe(200);
  });

  it('accepts only device cookies the server signed, for the account they were issued to', async () => {
    server = await startLocalServer();
    await createUser(server, await signIn(server, ADMIN.email, ADMIN.password), OWNER);
    const ownersDevice = (await login(OWNER, { from: '127.0.0.13' })).device!;
    await failTimes(5, (i) => ({ ...ADMIN, password: `wrong ${i}` }), { from: '127.0.0.13' });

    const [version, nonce] = ownersDevice.split('.');
    const forged = `${version}.${nonce}.${Buffer.alloc(32).toString('base64url')}`;
    for (const device of [ownersDevice, forged, 'v1.abc.def', 'garbage'])
      expect((await login(ADMIN, { from: '127.0.0.13', device })).status).toBe(429);
  });

  it('stops a known browser that keeps failing, on its own', async () => {
    server = await startLocalServer();
    const device = (await login(ADMIN, { from: '127.0.0.14' })).device;
    await failTimes(5, (i) => ({ ...ADMIN, password: `wrong ${i}` }), { from: '127.0.0.14', device });
    expect((await login(ADMIN, { from: '127.0.0.14', device })).status).toBe(429);
  });
});

describe('TRUSTED_PROXIES', () => {
  const guessFrom = (forwardedFor: string) =>
    failTimes(20, (i) => ({ email: `guess${i}@example.com`, password: 'password' }), {
      from: '127.0.0.1',
      forwardedFor,
    });

  it('limits the addresses a trusted proxy forwards separately', async () => {
    server = await startLocalServer({ TRUSTED_PROXIES: '127.0.0.1' });
    await guessFrom('198.51.100.1');
    expect((await login(ADMIN, { from: '127.0.0.1', forwardedFor: '198.51.100.1' })).status).toBe(429);
    expect((await login(ADMIN, { from: '127.0.0.1', forwardedFor: '198.51.100.2' })).status).toBe(200);
    // A client cannot pick its address by writing one in front: the proxy appends what it saw.
    expect(
      (await login(ADMIN, { from: '127.0.0.1', forwardedFor: '203.0.113.5, 198.51.100.1' })).status,
    ).toBe(429);
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    server = await startLocalServer({ TRUSTED_PROXIES: '127.0.0.1' });
    await failTimes(20, (i) => ({ email: `guess${i}@example.com`, password: 'password' }), {
      from: '127.0.0.2',
      forwardedFor: '198.51.100.1',
    });
    expect((await login(ADMIN, { from: '127.0.0.2', forwardedFor: '198.51.100.9' })).status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUSTED_PROXIES', async () => {
    server = await startLocalServer();
    await guessFrom('198.51.100.1');
    expect((await login(ADMIN, { from: '127.0.0.1', forwardedFor: '198.51.100.2' })).status).toBe(429);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', async () => {
    await expect(startLocalServer({ TRUSTED_PROXIES: '127.0.0.1,not-an-address' })).rejects.toThrow(
      /TRUSTED_PROXIES must list IP addresses or CIDR ranges/,
    );
  });
});

describe('AUTH_MODE=oidc behind a trusted proxy', () => {
  it('limits forged provider answers per forwarded address', async () => {
    const pair = await startOidcPair({ users: {}, providerUp: false, env: { TRUSTED_PROXIES: '127.0.0.1' } });
    try {
      const forgedFrom = async (forwardedFor: string) => {
        const answer = await fetch(`${pair.server.baseUrl}/api/v1/auth/oidc/callback?state=forged&code=x`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': forwardedFor },
        });
        return answer.headers.get('location');
      };
      for (let i = 0; i < 20; i++)
        expect(await forgedFrom('198.51.100.1')).toBe('/?auth_error=state_mismatch');
      expect(await forgedFrom('198.51.100.1')).toBe('/?auth_error=too_many_attempts');
      expect(await forgedFrom('198.51.100.2')).toBe('/?auth_error=state_mismatch');
    } finally {
      await pair.close();
    }
  });
});
