/** How many failed sign-ins are allowed in a window, per account and per address. */
export interface SignInLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

interface Window {
  failures: number;
  resetsAt: number;
}

/**
 * Counts failed sign-ins per account (email) and per client address in fixed windows, in memory: a
 * restart forgets them, and one server process is what this mode runs as.
 */
export class SignInLimiter {
  private readonly accounts = new Map<string, Window>();
  private readonly addresses = new Map<string, Window>();

  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt may be made, or null when it may be made now. */
  retryAfter(email: string, address: string): number | null {
    const waits = [
      this.wait(this.accounts, email, this.limits.perAccount),
      this.wait(this.addresses, address, this.limits.perAddress),
    ].filter((seconds): seconds is number => seconds !== null);
    return waits.length === 0 ? null : Math.max(...waits);
  }

  recordFailure(email: string, address: string): void {
    this.count(this.accounts, email);
    this.count(this.addresses, address);
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  recordSuccess(email: string): void {
    this.accounts.delete(email);
  }

  private wait(windows: Map<string, Window>, key: string, limit: number): number | null {
    const window = this.current(windows, key);
    if (window === null || window.failures < limit) return null;
    return Math.max(1, Math.ceil((window.resetsAt - this.now()) / 1000));
  }

  private current(windows: Map<string, Window>, key: string): Window | null {
    const window = windows.get(key);
    if (window === undefined) return null;
    if (window.resetsAt > this.now()) return window;
    windows.delete(key);
    return null;
  }

  private count(windows: Map<string, Window>, key: string): void {
    const window = this.current(windows, key);
    if (window !== null) window.failures += 1;
    else {
      // Dropping ended windows now and then keeps the maps from growing with every address ever seen.
      if (windows.size > 10_000) for (const [name] of windows) this.current(windows, name);
      windows.set(key, { failures: 1, resetsAt: this.now() + this.limits.windowMs });
    }
  }
}
