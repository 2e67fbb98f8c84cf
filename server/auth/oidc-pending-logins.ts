import { randomBytes } from 'node:crypto';
import type { OidcPendingLoginRepository } from '../repositories/oidc-pending-logins';
import type { LoginChecks } from './oidc-client';

/** A sign-in sent to the provider and not back yet. */
export interface PendingLogin {
  checks: LoginChecks;
  /** The app's path to return to once signed in. */
  next: string;
}

const PENDING_TTL_MS = 10 * 60_000;
const MAX_PENDING = 10_000;

/**
 * Pending sign-ins, in the database, under a random id the browser holds in a short-lived httpOnly cookie:
 * the state, nonce and PKCE verifier never leave the server, and each is used once, on whichever server
 * instance the provider sends the browser back to.
 */
export class PendingLogins {
  constructor(
    private readonly store: OidcPendingLoginRepository,
    private readonly now: () => number = Date.now,
  ) {}

  readonly ttlMs = PENDING_TTL_MS;

  async add(checks: LoginChecks, next: string): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const now = this.now();
    // Beyond the cap the oldest go first: a flood of started sign-ins cannot grow the table without bound.
    await this.store.add(
      { id, login: JSON.stringify({ checks, next }), expiresAt: now + PENDING_TTL_MS },
      now,
      MAX_PENDING,
    );
    return id;
  }

  /** The pending sign-in of `id`, removed: a callback can be used once. Null when unknown or too old. */
  async take(id: string | undefined): Promise<PendingLogin | null> {
    if (id === undefined) return null;
    const text = await this.store.take(id, this.now());
    if (text === null) return null;
    return JSON.parse(text) as PendingLogin;
  }
}
