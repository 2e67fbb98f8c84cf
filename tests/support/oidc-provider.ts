import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A user of the test provider: `sub` is the account id; the rest are its claims. */
export interface ProviderUser {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The provider's users by subject; a test may change one's claims between sign-ins. */
  users: Map<string, ProviderUser>;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** The relying party's callback URL, registered for the test client. */
  redirectUri: string;
  /** Listen on this port (to come up where a server expects a provider that was down); any free port without. */
  port?: number;
  users?: Record<string, ProviderUser>;
}

const CLIENT_ID = 'dbgpt-test';
const CLIENT_SECRET = 'dbgpt-test-secret-which-is-long-enough';

/** A signing key made for this run only. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
}

/**
 * Finishes the provider's login interaction (its page is `loginPage`, for browsers): `GET /interaction/<uid>/login?user=<sub>`
 * signs in as that user and grants the requested scopes; `GET /interaction/<uid>/deny` refuses the sign-in.
 */
async function interact(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  action: string,
) {
  const details = await provider.interactionDetails(request, response);
  if (action === 'deny') {
    await provider.interactionFinished(request, response, {
      error: 'access_denied',
      error_description: 'The user refused the sign-in',
    });
    return;
  }
  const accountId = new URL(request.url ?? '/', 'http://provider').searchParams.get('user') ?? '';
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** The provider's login page for a browser: a link per user, and one to refuse. */
function loginPage(response: ServerResponse, uid: string, subjects: string[]) {
  const links = subjects.map((sub) => `<li><a href="/interaction/${uid}/login?user=${sub}">${sub}</a></li>`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    `<!doctype html><title>Test provider</title><link rel="icon" href="data:,"><h1>Test provider</h1><ul>${links.join('')}</ul>` +
      `<a href="/interaction/${uid}/deny">Refuse</a>`,
  );
}

/** A real OpenID Connect provider (`oidc-provider`) on loopback, with one client registered for the test server. */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const users = new Map(Object.entries(options.users ?? {}));
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: ['test-provider-cookie-key'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
      groups: ['groups'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (user === undefined) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...users.get(sub) }) };
    },
  });
  const providerHandler = provider.callback();
  handle = (request, response) => {
    const page = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (page !== null) return void loginPage(response, page[1]!, [...users.keys()]);
    const match = /^\/interaction\/[^/]+\/(login|deny)(\?|$)/.exec(request.url ?? '');
    if (match === null) return void providerHandler(request, response);
    interact(provider, request, response, match[1]!).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  };

  return {
    issuer,
    port,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    users,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port nothing listens on (a provider that is down), freed for a later `startOidcProvider({ port })`. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
