import { expect } from 'vitest';
import {
  freePort,
  startOidcProvider,
  type ProviderUser,
  type TestOidcProvider,
} from '../support/oidc-provider';
import { startTestServer, type TestServer } from './harness';
import { signInAt, TestBrowser } from './oidc-browser';

export const OIDC_TEST_ENV = {
  AUTH_MODE: 'oidc',
  OIDC_CLIENT_ID: 'dbgpt-test',
  OIDC_CLIENT_SECRET: 'dbgpt-test-secret-which-is-long-enough',
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_ADMIN_CLAIM: 'groups',
  OIDC_ADMIN_VALUES: 'dbgpt-admins,root',
  OIDC_DISPLAY_NAME: 'Example SSO',
};

export interface OidcPair {
  server: TestServer;
  /** Undefined while the provider is down (`providerUp: false`, until `startProvider`). */
  provider: TestOidcProvider | undefined;
  startProvider(): Promise<TestOidcProvider>;
  close(): Promise<void>;
}

export interface OidcPairOptions {
  users: Record<string, ProviderUser>;
  providerUp?: boolean;
  env?: Record<string, string>;
  /** A data dir to reuse (a database from an earlier server), left in place. */
  dataDir?: string;
}

/** The server and the provider, on ports known before either starts (each names the other's address). */
export async function startOidcPair(options: OidcPairOptions): Promise<OidcPair> {
  const port = await freePort();
  const providerPort = await freePort();
  const redirectUri = `http://127.0.0.1:${port}/api/v1/auth/oidc/callback`;
  const pair: Partial<OidcPair> & { provider: TestOidcProvider | undefined } = { provider: undefined };
  pair.startProvider = async () => {
    pair.provider = await startOidcProvider({ redirectUri, port: providerPort, users: options.users });
    return pair.provider;
  };
  if (options.providerUp !== false) await pair.startProvider();
  pair.server = await startTestServer({
    port,
    dataDir: options.dataDir,
    env: {
      ...OIDC_TEST_ENV,
      OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
  });
  const server = pair.server;
  pair.close = async () => {
    await server.close();
    await pair.provider?.close();
  };
  return pair as OidcPair;
}

/** A new browser signs in as `user`, ending on the start page; its session token. */
export async function signedInAs(pair: OidcPair, user: string): Promise<string> {
  const browser = new TestBrowser();
  expect(await signInAt(browser, pair.server, pair.provider!, user)).toBe('/');
  const session = await browser.session(pair.server);
  if (!session) throw new Error(`${user} has no session after signing in`);
  return session;
}
