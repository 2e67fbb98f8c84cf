import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/oidc-provider';
import { startTestServer, type TestServer } from './harness';
import { openLogin, TestBrowser } from './oidc-browser';
import { OIDC_TEST_ENV, startOidcPair, type OidcPair } from './oidc-helpers';

let pair: OidcPair | undefined;
let second: TestServer | undefined;

afterEach(async () => {
  await second?.close();
  await pair?.close();
  second = pair = undefined;
});

describe('OIDC sign-in across two instances on one database', () => {
  it('completes on one instance a sign-in begun on the other, and refuses the replayed callback', async () => {
    pair = await startOidcPair({ users: { alice: { email: 'alice@example.com', name: 'Alice' } } });
    const first = pair.server;
    // The second instance answers at the same public address, as behind a load balancer.
    second = await startTestServer({
      port: await freePort(),
      dataDir: first.dataDir,
      env: { ...OIDC_TEST_ENV, OIDC_ISSUER: pair.provider!.issuer, PUBLIC_URL: first.baseUrl },
    });
    const browser = new TestBrowser();
    const interaction = await openLogin(browser, first, '/apps');
    const loggedIn = new URL(`${interaction.pathname}/login?user=alice`, pair.provider!.issuer);
    const callback = await browser.follow(loggedIn, (url) => url.pathname === '/api/v1/auth/oidc/callback');
    const pendingCookie = await browser.jar.getCookieString(callback.href);
    const onSecond = new URL(`${callback.pathname}${callback.search}`, second.baseUrl);
    const answer = await browser.get(onSecond);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/apps');
    expect(await browser.session(second)).toBeDefined();
    // The same answer, with the same pending cookie, replayed on the first instance.
    const replay = await fetch(callback, { redirect: 'manual', headers: { cookie: pendingCookie } });
    expect(replay.headers.get('location')).toBe('/?auth_error=state_mismatch');
  });
});
