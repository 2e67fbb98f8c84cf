import type { OidcSignInError } from '@/contract/constants/oidc';
import type { AccountRecord, AccountRepository } from '../repositories/accounts';
import type { OidcIdentityRepository } from '../repositories/oidc-identities';
import { createOidcAccounts, OidcSignInRefused } from './oidc-accounts';
import { createOidcProviderClient, OidcProviderError, type OidcProviderClient } from './oidc-client';
import type { OidcConfig } from './oidc-config';
import type { OidcPendingLoginRepository } from '../repositories/oidc-pending-logins';
import { PendingLogins } from './oidc-pending-logins';
import type { SignInLimiter } from './sign-in-limiter';

/** A sign-in that did not end signed in: where to send the browser back to, and why. */
export class OidcSignInFailure extends Error {
  constructor(
    readonly reason: OidcSignInError,
    readonly next: string,
    cause?: unknown,
  ) {
    super(`OpenID Connect sign-in failed (${reason})`, { cause });
  }
}

export interface OidcSignIn {
  /** The provider's name for the sign-in button. */
  displayName: string;
  /** How long the browser keeps the pending sign-in's cookie. */
  pendingTtlMs: number;
  /** Starts a sign-in: the provider's address to send the browser to and the pending sign-in's id. */
  start(next: string): Promise<{ url: URL; pendingId: string }>;
  /** Completes the sign-in of `pendingId` with the provider's answer; throws `OidcSignInFailure`. */
  finish(
    pendingId: string | undefined,
    query: URLSearchParams,
    address: string,
  ): Promise<{ account: AccountRecord; next: string }>;
}

/** `next` of a failure before the pending sign-in is known: the app's start page. */
const HOME = '/';

export function createOidcSignIn(
  config: OidcConfig,
  accounts: AccountRepository,
  identities: OidcIdentityRepository,
  limiter: SignInLimiter,
  pendingLogins: OidcPendingLoginRepository,
  provider: OidcProviderClient = createOidcProviderClient(config),
): OidcSignIn {
  const pending = new PendingLogins(pendingLogins);
  const oidcAccounts = createOidcAccounts(config, accounts, identities);
  // Failed callbacks (forged or replayed answers) count against the address only: the account is not known
  // before the provider's answer, and counting against anything wider would let one client lock others out.
  const attemptFrom = (address: string) => ({ account: null, address, device: null });

  return {
    displayName: config.displayName,
    pendingTtlMs: pending.ttlMs,

    async start(next) {
      try {
        const checks = await provider.newChecks();
        const url = await provider.authorizationUrl(checks);
        return { url, pendingId: await pending.add(checks, next) };
      } catch (error) {
        throw new OidcSignInFailure(
          error instanceof OidcProviderError ? error.reason : 'failed',
          next,
          error,
        );
      }
    },

    async finish(pendingId, query, address) {
      if ((await limiter.retryAfter(attemptFrom(address))) !== null)
        throw new OidcSignInFailure('too_many_attempts', HOME);
      const login = await pending.take(pendingId);
      if (login === null || query.get('state') !== login.checks.state) {
        await limiter.recordFailure(attemptFrom(address));
        throw new OidcSignInFailure('state_mismatch', login?.next ?? HOME);
      }
      try {
        const claims = await provider.exchange(query, login.checks);
        return { account: await oidcAccounts.accountFor(claims), next: login.next };
      } catch (error) {
        if (error instanceof OidcSignInRefused || error instanceof OidcProviderError) {
          if (error.reason === 'failed') await limiter.recordFailure(attemptFrom(address));
          throw new OidcSignInFailure(error.reason, login.next, error);
        }
        throw error;
      }
    },
  };
}
