import { randomBytes } from 'node:crypto';
import type { LoginChecks } from './oidc-client';

/** A sign-in sent to the provider and not back yet. */
export interface PendingLogin {
  checks: LoginChecks;
  /** The app's path to return to once signed in. */
  next: string;
  expiresAt: number;
}

const PENDING_TTL_MS = 10 * 60_000;
const MAX_PENDING = 10_000;

/**
 * Pending sign-ins, in memory, under a random id the browser holds in a short-lived httpOnly cookie: the
 * state, nonce and PKCE verifier never leave the server, and each is used once. A restart forgets them (the
 * user starts the sign-in again), as one server process is what sign-in runs as.
 */
export class PendingLogins {
  private readonly logins = new Map<string, PendingLogin>();

  constructor(private readonly now: () => number = Date.now) {}

  readonly ttlMs = PENDING_TTL_MS;

  add(checks: LoginChecks, next: string): string {
    this.dropExpired();
    // Beyond the cap the oldest go first: a flood of started sign-ins cannot grow memory without bound.
    while (this.logins.size >= MAX_PENDING) {
      const oldest = this.logins.keys().next().value;
      if (oldest === undefined) break;
      this.logins.delete(oldest);
    }
    const id = randomBytes(24).toString('base64url');
    this.logins.set(id, { checks, next, expiresAt: this.now() + PENDING_TTL_MS });
    return id;
  }

  /** The pending sign-in of `id`, removed: a callback can be used once. Null when unknown or too old. */
  take(id: string | undefined): PendingLogin | null {
    if (id === undefined) return null;
    const login = this.logins.get(id);
    this.logins.delete(id);
    return login !== undefined && login.expiresAt > this.now() ? login : null;
  }

  private dropExpired(): void {
    const at = this.now();
    for (const [id, login] of this.logins) if (login.expiresAt <= at) this.logins.delete(id);
  }
}
