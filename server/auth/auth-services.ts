import type { Repositories } from '../repositories';
import { createAccountService, type AccountService } from './account-service';
import { createApiKeyService, type ApiKeyService } from './api-key-service';
import type { AuthConfig, AuthMode } from './auth-config';
import { createDeviceCookies } from './device-cookie';
import { createOidcSignIn, type OidcSignIn } from './oidc-sign-in';
import { createProxyIdentity, type ProxyIdentity } from './proxy-auth';
import { createSessionService, type SessionService } from './session-service';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimiter, type SignInLimits } from './sign-in-limiter';

/** What routes need of sign-in: the mode, accounts, sessions, API keys and the sign-in schemes. */
export interface AuthServices {
  mode: AuthMode;
  accounts: AccountService;
  sessions: SessionService;
  apiKeys: ApiKeyService;
  /** The gateway's user (`AUTH_MODE=proxy`); null in the other modes. */
  proxy: ProxyIdentity | null;
  /** Sign-in at an OpenID Connect provider (`AUTH_MODE=oidc`); null in the other modes. */
  oidc: OidcSignIn | null;
}

/** `secretKey` gives the server's secret key, which signs the device cookies of sign-in. */
export function createAuthServices(
  config: AuthConfig,
  repositories: Pick<
    Repositories,
    'accounts' | 'sessions' | 'apiKeys' | 'oidcIdentities' | 'signInFailures' | 'oidcPendingLogins'
  >,
  secretKey: () => Promise<Buffer>,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): AuthServices {
  const limiter = new SignInLimiter(repositories.signInFailures, limits);
  const devices = createDeviceCookies(secretKey);
  return {
    mode: config.mode,
    accounts: createAccountService(repositories.accounts, repositories.sessions, limiter, devices),
    sessions: createSessionService(repositories.sessions, config.session),
    apiKeys: createApiKeyService(repositories.apiKeys),
    proxy: config.proxy === null ? null : createProxyIdentity(config.proxy, repositories.accounts),
    oidc:
      config.oidc === null
        ? null
        : createOidcSignIn(
            config.oidc,
            repositories.accounts,
            repositories.oidcIdentities,
            limiter,
            repositories.oidcPendingLogins,
          ),
  };
}
