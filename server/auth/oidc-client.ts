import type * as OpenIdClient from 'openid-client';
import type { OidcConfig } from './oidc-config';

/** What the browser's sign-in must come back with: kept server-side between login and callback. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The user's claims: the ID token's, completed by the userinfo endpoint's. */
export type OidcClaims = Readonly<Record<string, unknown>> & { sub: string; iss: string };

/** Why talking to the provider failed, in the terms of the sign-in page's error codes. */
export class OidcProviderError extends Error {
  constructor(
    readonly reason: 'denied' | 'provider_unreachable' | 'failed',
    cause: unknown,
  ) {
    super(`OpenID Connect sign-in failed (${reason})`, { cause });
  }
}

const REQUEST_TIMEOUT_SECONDS = 10;

type OpenId = typeof OpenIdClient;

let library: Promise<OpenId> | null = null;
/** Loaded at the first sign-in: servers in the other modes start without it. */
const loadOpenId = (): Promise<OpenId> => (library ??= import('openid-client'));

export interface OidcProviderClient {
  newChecks(): Promise<LoginChecks>;
  /** The provider's authorization address for a new sign-in (discovering the provider first if need be). */
  authorizationUrl(checks: LoginChecks): Promise<URL>;
  /** Exchanges the callback's code (verifying state, nonce, PKCE and the ID token) for the user's claims. */
  exchange(callbackQuery: URLSearchParams, checks: LoginChecks): Promise<OidcClaims>;
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // `fetch` fails with a TypeError "fetch failed" (refused, reset, DNS) or aborts at the timeout.
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  return error.cause !== undefined && isNetworkFailure(error.cause);
}

function classified(openid: OpenId, error: unknown): OidcProviderError {
  if (error instanceof OidcProviderError) return error;
  if (error instanceof openid.AuthorizationResponseError) return new OidcProviderError('denied', error);
  if (isNetworkFailure(error)) return new OidcProviderError('provider_unreachable', error);
  return new OidcProviderError('failed', error);
}

/**
 * The provider through `openid-client`: authorization code flow with PKCE, state and nonce. Discovery happens
 * at the first sign-in, not at start, and a failed one is tried again at the next: a provider that is down
 * when the server starts only fails the sign-ins made while it is down.
 */
export function createOidcProviderClient(config: OidcConfig): OidcProviderClient {
  let discovered: Promise<OpenIdClient.Configuration> | null = null;
  const insecure = config.issuer.protocol === 'http:';

  function configuration(openid: OpenId): Promise<OpenIdClient.Configuration> {
    discovered ??= openid
      .discovery(
        config.issuer,
        config.clientId,
        { client_secret: config.clientSecret },
        openid.ClientSecretBasic(config.clientSecret),
        {
          timeout: REQUEST_TIMEOUT_SECONDS,
          // `readOidcConfig` allows plain http only for a provider on loopback.
          execute: insecure ? [openid.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        // Down, or not answering as a provider: either way no sign-in can start now.
        throw new OidcProviderError('provider_unreachable', error);
      });
    return discovered;
  }

  return {
    async newChecks() {
      const openid = await loadOpenId();
      return {
        state: openid.randomState(),
        nonce: openid.randomNonce(),
        codeVerifier: openid.randomPKCECodeVerifier(),
      };
    },

    async authorizationUrl(checks) {
      const openid = await loadOpenId();
      const provider = await configuration(openid);
      return openid.buildAuthorizationUrl(provider, {
        redirect_uri: config.redirectUrl.href,
        scope: config.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchange(callbackQuery, checks) {
      const openid = await loadOpenId();
      try {
        const provider = await configuration(openid);
        // The address the provider redirected to, as registered (this server may sit behind a proxy).
        const currentUrl = new URL(config.redirectUrl);
        currentUrl.search = callbackQuery.toString();
        const tokens = await openid.authorizationCodeGrant(provider, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (idClaims === undefined) throw new OidcProviderError('failed', 'no ID token');
        const userInfo = provider.serverMetadata().userinfo_endpoint
          ? await openid.fetchUserInfo(provider, tokens.access_token, idClaims.sub)
          : {};
        return { ...userInfo, ...idClaims };
      } catch (error) {
        throw classified(openid, error);
      }
    },
  };
}
