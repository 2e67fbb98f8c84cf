import { CookieJar } from 'tough-cookie';
import type { TestOidcProvider } from '../support/oidc-provider';
import type { TestServer } from './harness';

/**
 * What a browser does in a sign-in: follows redirects across the server and the provider, keeping each
 * one's cookies (as a browser does, by host and path, not by port).
 */
export class TestBrowser {
  readonly jar = new CookieJar();

  async get(url: URL, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = await this.jar.getCookieString(url.href);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) await this.jar.setCookie(line, url.href);
    return response;
  }

  /** Follows redirects from `start` until `stop` says so or an answer is not a redirect; the last address. */
  async follow(start: URL, stop: (url: URL) => boolean): Promise<URL> {
    let url = start;
    for (let hop = 0; hop < 20; hop += 1) {
      if (hop > 0 && stop(url)) return url;
      const response = await this.get(url);
      const location = response.headers.get('location');
      await response.arrayBuffer();
      if (response.status < 300 || response.status >= 400 || location === null) return url;
      url = new URL(location, url);
    }
    throw new Error(`too many redirects from ${start.href}`);
  }

  /** The session cookie's token for `server`, if the browser has one. */
  async session(server: TestServer): Promise<string | undefined> {
    const cookies = await this.jar.getCookies(server.baseUrl);
    return cookies.find((cookie) => cookie.key === 'dbgpt_session')?.value;
  }
}

const isInteraction = (url: URL) => url.pathname.startsWith('/interaction/');

/** Where the sign-in ends: a page of the app (not an API address) on the server. */
const isAppPage = (server: TestServer) => (url: URL) =>
  url.origin === server.baseUrl && !url.pathname.startsWith('/api/');

/** Opens the server's OIDC login (with `next`) and follows it to the provider's login interaction. */
export async function openLogin(browser: TestBrowser, server: TestServer, next?: string): Promise<URL> {
  const login = new URL('/api/v1/auth/oidc/login', server.baseUrl);
  if (next !== undefined) login.searchParams.set('next', next);
  return browser.follow(login, (url) => isInteraction(url) || isAppPage(server)(url));
}

/**
 * A whole sign-in as a browser makes it: login, the provider's interaction as `user` (or refused with
 * `deny`), the callback; the app page it ends on (its path and query).
 */
export async function signInAt(
  browser: TestBrowser,
  server: TestServer,
  provider: TestOidcProvider,
  user: string,
  options: { next?: string; deny?: boolean } = {},
): Promise<string> {
  const interaction = await openLogin(browser, server, options.next);
  if (!isInteraction(interaction))
    throw new Error(`the login did not reach the provider: ${interaction.href}`);
  const step = new URL(`${interaction.pathname}/${options.deny ? 'deny' : 'login'}`, provider.issuer);
  if (!options.deny) step.searchParams.set('user', user);
  const end = await browser.follow(step, isAppPage(server));
  return `${end.pathname}${end.search}`;
}
