import type { LocalizedText } from '../i18n/localized-text';
import { failureText } from './provider-error';

/** Timers and time, injectable so tests can drive the monitor without waiting. */
export interface Clock {
  now(): Date;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    // A pending check must not keep a finished process (a script, a test run) alive.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface HealthState {
  healthy: boolean;
  /** When a check last succeeded; null before the first success. */
  lastHeartbeat: Date | null;
  /** Why the last check failed; null while healthy. */
  failureReason: LocalizedText | null;
  /** Failed checks in a row (the back-off grows with them). */
  failures: number;
}

/** Resolves when the endpoint is healthy; rejects with an Error saying why not (a ModelProviderError's text in the user's language). */
export type Probe = (signal: AbortSignal) => Promise<void>;

export interface HealthMonitorOptions {
  /** Pause between checks while healthy. */
  intervalMs: number;
  /** The longest pause after repeated failures (default 5 minutes, never below `intervalMs`). */
  maxBackoffMs?: number;
  clock?: Clock;
  /** Called when a model turns healthy or unhealthy (not on every check). */
  onChange?: (key: string, state: HealthState) => void;
}

interface Entry {
  probe: Probe;
  state: HealthState;
  timer?: unknown;
  inflight?: AbortController;
}

const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Checks each watched model's endpoint in the background: every `intervalMs` while it answers, backing
 * off (2×, 4×, … up to `maxBackoffMs`) while it fails, so a provider that is down is not hammered.
 * A model counts as healthy until a check says otherwise.
 */
export class HealthMonitor {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: Clock;
  private readonly maxBackoffMs: number;
  private closed = false;

  constructor(private readonly options: HealthMonitorOptions) {
    this.clock = options.clock ?? systemClock;
    this.maxBackoffMs = Math.max(options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS, options.intervalMs);
  }

  /**
   * Starts watching `key` (replacing an earlier watch). `justChecked`: the caller has just seen the
   * endpoint answer, so the first check waits a full interval; otherwise it runs at once.
   */
  watch(key: string, probe: Probe, options: { justChecked: boolean }): void {
    this.unwatch(key);
    if (this.closed) return;
    const entry: Entry = {
      probe,
      state: {
        healthy: true,
        lastHeartbeat: options.justChecked ? this.clock.now() : null,
        failureReason: null,
        failures: 0,
      },
    };
    this.entries.set(key, entry);
    this.schedule(key, entry, options.justChecked ? this.options.intervalMs : 0);
  }

  unwatch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.clock.clearTimeout(entry.timer);
    entry.inflight?.abort();
  }

  state(key: string): HealthState | undefined {
    const entry = this.entries.get(key);
    return entry ? { ...entry.state } : undefined;
  }

  /** Stops every timer and check in flight; the monitor watches nothing afterwards. */
  close(): void {
    this.closed = true;
    for (const key of [...this.entries.keys()]) this.unwatch(key);
  }

  private schedule(key: string, entry: Entry, delayMs: number): void {
    entry.timer = this.clock.setTimeout(() => void this.check(key, entry), delayMs);
  }

  private current(key: string, entry: Entry): boolean {
    return !this.closed && this.entries.get(key) === entry;
  }

  private async check(key: string, entry: Entry): Promise<void> {
    if (!this.current(key, entry)) return;
    const controller = new AbortController();
    entry.inflight = controller;
    let failure: LocalizedText | null = null;
    try {
      await entry.probe(controller.signal);
    } catch (error) {
      failure = failureText(error);
    } finally {
      entry.inflight = undefined;
    }
    if (!this.current(key, entry)) return;
    const wasHealthy = entry.state.healthy;
    entry.state =
      failure === null
        ? { healthy: true, lastHeartbeat: this.clock.now(), failureReason: null, failures: 0 }
        : { ...entry.state, healthy: false, failureReason: failure, failures: entry.state.failures + 1 };
    if (wasHealthy !== entry.state.healthy) this.options.onChange?.(key, { ...entry.state });
    const delay =
      failure === null
        ? this.options.intervalMs
        : Math.min(this.options.intervalMs * 2 ** entry.state.failures, this.maxBackoffMs);
    this.schedule(key, entry, delay);
  }
}
