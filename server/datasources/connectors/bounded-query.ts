import { ConnectorError } from './connector';

/**
 * SQLite and DuckDB datasources run their statements on Node's thread pool (libuv), never on the event loop.
 * That pool also serves file and DNS work, and a runaway query holds its thread until it is interrupted, so
 * at most `size − RESERVED_THREADS` such queries run at once; the rest wait their turn within their own
 * time limit. The pool's size is Node's `UV_THREADPOOL_SIZE` (4 unless set when the process starts).
 */
const RESERVED_THREADS = 2;
const DEFAULT_POOL_SIZE = 4;
/** How often an expired query is interrupted again, in case the first interrupt came before it started. */
const INTERRUPT_REPEAT_MS = 100;

export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : DEFAULT_POOL_SIZE;
}

export const QUERY_SLOTS = Math.max(1, threadPoolSize() - RESERVED_THREADS);

/** The end of one query's time: who must be interrupted when it comes. */
export class Deadline {
  #expired = false;
  readonly #cancels = new Set<() => void>();

  get expired(): boolean {
    return this.#expired;
  }

  /** `cancel` runs when the time is up (at once if it already is), and again until the work has stopped. */
  onExpire(cancel: () => void): void {
    this.#cancels.add(cancel);
    if (this.#expired) cancel();
  }

  expire(): void {
    this.#expired = true;
    for (const cancel of this.#cancels) cancel();
  }
}

interface Waiter {
  start: () => void;
}

let running = 0;
const waiting: Waiter[] = [];

function release(): void {
  running -= 1;
  const next = waiting.shift();
  if (next) {
    running += 1;
    next.start();
  }
}

/** Resolves when a slot is free; never resolves for a query whose time ran out while it waited. */
function acquire(deadline: Deadline): Promise<boolean> {
  if (running < QUERY_SLOTS) {
    running += 1;
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const waiter: Waiter = { start: () => resolve(true) };
    waiting.push(waiter);
    deadline.onExpire(() => {
      const index = waiting.indexOf(waiter);
      if (index >= 0) {
        waiting.splice(index, 1);
        resolve(false);
      }
    });
  });
}

export const timeoutFailure = (timeoutMs: number) =>
  new ConnectorError('timeout', `stopped after ${Math.round(timeoutMs / 1000)} s`);

/**
 * Runs one query's work within `timeoutMs`, counted from now (waiting for a slot included). When the time is
 * up the work's `onExpire` handlers interrupt the engine and the call rejects with a `timeout` failure at
 * once; the slot is given back only when the engine has really stopped.
 */
export async function boundedQuery<T>(
  timeoutMs: number,
  work: (deadline: Deadline) => Promise<T>,
): Promise<T> {
  const deadline = new Deadline();
  let repeat: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.expire();
      repeat = setInterval(() => deadline.expire(), INTERRUPT_REPEAT_MS);
      reject(timeoutFailure(timeoutMs));
    }, timeoutMs);
  });
  const done = (async () => {
    if (!(await acquire(deadline))) throw timeoutFailure(timeoutMs);
    try {
      return await work(deadline);
    } finally {
      clearInterval(repeat);
      release();
    }
  })();
  try {
    return await Promise.race([done, timedOut]);
  } finally {
    clearTimeout(timer);
    done.then(
      () => clearInterval(repeat),
      () => clearInterval(repeat),
    );
  }
}
