import ipaddr from 'ipaddr.js';
import type { SignInFailureRepository } from '../repositories/sign-in-failures';

/**
 * How many failed sign-ins are allowed in a window. An address is limited on its own (`perAddress`) and for
 * each account it tries (`perAddressAccount`); an account is limited only for browsers it has not signed in
 * on (`perAccountUnknownDevices`); a browser it has signed in on is limited on its own
 * (`perKnownDevice`), so neither a guessing address nor guesses at the account lock its owner out there.
 */
export interface SignInLimits {
  perAddress: number;
  perAddressAccount: number;
  perAccountUnknownDevices: number;
  perKnownDevice: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 20,
  perAddressAccount: 5,
  perAccountUnknownDevices: 10,
  perKnownDevice: 5,
  windowMs: 15 * 60_000,
};

/**
 * One sign-in attempt: the account tried (its email; null when there is none yet, as in a provider's
 * callback), the client's address, and the device when the browser holds a valid device cookie for it.
 */
export interface SignInAttempt {
  account: string | null;
  address: string;
  device: { id: string } | null;
}

/**
 * The key of an address: IPv4 (IPv4-mapped IPv6 included) as is, IPv6 by its /64, since one client usually
 * holds a whole /64 and could otherwise change address at every attempt.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

const accountKey = (email: string) => email.trim().toLowerCase();

type Kind = 'address' | 'addressAccount' | 'account' | 'device';

/**
 * Counts failed sign-ins (OWASP's authentication guidance: limits per address and account, and device
 * cookies against lock-out) in the database, so that every server instance on it counts towards one limit.
 */
export class SignInLimiter {
  private readonly limitOf: Record<Kind, number>;

  constructor(
    private readonly failures: SignInFailureRepository,
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.limitOf = {
      address: limits.perAddress,
      addressAccount: limits.perAddressAccount,
      account: limits.perAccountUnknownDevices,
      device: limits.perKnownDevice,
    };
  }

  /** Seconds until the attempt may be made, or null when it may be made now. */
  async retryAfter(attempt: SignInAttempt): Promise<number | null> {
    const now = this.now();
    const keys = this.keysOf(attempt);
    const open = await this.failures.open(
      keys.map(([, key]) => key),
      now,
    );
    const waits = open
      .filter((window) => {
        const kind = keys.find(([, key]) => key === window.key)?.[0];
        return kind !== undefined && window.failures >= this.limitOf[kind];
      })
      .map((window) => Math.max(1, Math.ceil((window.resetsAt - now) / 1000)));
    return waits.length === 0 ? null : Math.max(...waits);
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const keys = this.keysOf(attempt).map(([, key]) => key);
    await this.failures.count(keys, this.now(), this.limits.windowMs);
  }

  /** A successful sign-in clears the failures of its device and of its address for the account. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const keys = this.keysOf(attempt)
      .filter(([kind]) => kind === 'device' || kind === 'addressAccount')
      .map(([, key]) => key);
    await this.failures.clear(keys);
  }

  /** The counts an attempt is limited by and adds to, each under a key that names its kind. */
  private keysOf({ account, address, device }: SignInAttempt): [Kind, string][] {
    const from = addressKey(address);
    if (account === null) return [['address', `a\u001f${from}`]];
    const email = accountKey(account);
    // Parts are joined by the unit separator: PostgreSQL's text refuses NUL.
    // A browser the account has signed in on: only its own failures count, wherever it is.
    if (device !== null) return [['device', `d\u001f${email}\u001f${device.id}`]];
    return [
      ['address', `a\u001f${from}`],
      ['addressAccount', `aa\u001f${from}\u001f${email}`],
      ['account', `e\u001f${email}`],
    ];
  }
}
