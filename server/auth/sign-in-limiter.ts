import ipaddr from 'ipaddr.js';

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

interface Window {
  failures: number;
  resetsAt: number;
}

/** Failure counts per key in fixed windows. */
class FailureWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until the key's window ends when it is at its limit; null when it is not. */
  wait(key: string): number | null {
    const window = this.current(key);
    if (window === null || window.failures < this.limit) return null;
    return Math.max(1, Math.ceil((window.resetsAt - this.now()) / 1000));
  }

  count(key: string): void {
    const window = this.current(key);
    if (window !== null) window.failures += 1;
    else {
      // Dropping ended windows now and then keeps the map from growing with every key ever seen.
      if (this.windows.size > 10_000) for (const [name] of this.windows) this.current(name);
      this.windows.set(key, { failures: 1, resetsAt: this.now() + this.windowMs });
    }
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | null {
    const window = this.windows.get(key);
    if (window === undefined) return null;
    if (window.resetsAt > this.now()) return window;
    this.windows.delete(key);
    return null;
  }
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

/**
 * Counts failed sign-ins in memory (OWASP's authentication guidance: limits per address and account, and
 * device cookies against lock-out): a restart forgets them, and one server process is what this mode runs as.
 */
export class SignInLimiter {
  private readonly addresses: FailureWindows;
  private readonly addressAccounts: FailureWindows;
  private readonly accounts: FailureWindows;
  private readonly devices: FailureWindows;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now: () => number = Date.now) {
    const windows = (limit: number) => new FailureWindows(limit, limits.windowMs, now);
    this.addresses = windows(limits.perAddress);
    this.addressAccounts = windows(limits.perAddressAccount);
    this.accounts = windows(limits.perAccountUnknownDevices);
    this.devices = windows(limits.perKnownDevice);
  }

  /** Seconds until the attempt may be made, or null when it may be made now. */
  retryAfter(attempt: SignInAttempt): number | null {
    const waits = this.keysOf(attempt)
      .map(([windows, key]) => windows.wait(key))
      .filter((seconds): seconds is number => seconds !== null);
    return waits.length === 0 ? null : Math.max(...waits);
  }

  recordFailure(attempt: SignInAttempt): void {
    for (const [windows, key] of this.keysOf(attempt)) windows.count(key);
  }

  /** A successful sign-in clears the failures of its device and of its address for the account. */
  recordSuccess(attempt: SignInAttempt): void {
    for (const [windows, key] of this.keysOf(attempt))
      if (windows === this.devices || windows === this.addressAccounts) windows.clear(key);
  }

  /** The counts an attempt is limited by and adds to. */
  private keysOf({ account, address, device }: SignInAttempt): [FailureWindows, string][] {
    const from = addressKey(address);
    if (account === null) return [[this.addresses, from]];
    const email = accountKey(account);
    // A browser the account has signed in on: only its own failures count, wherever it is.
    if (device !== null) return [[this.devices, `${email}\0${device.id}`]];
    return [
      [this.addresses, from],
      [this.addressAccounts, `${from}\0${email}`],
      [this.accounts, email],
    ];
  }
}
