import { setTimeout as sleep } from 'node:timers/promises';
import type { ModelEndpointConfig } from './models-config';
import {
  ProviderConnectionError,
  ProviderHttpError,
  ProviderTimeoutError,
  sendProviderRequest,
  type ProviderCall,
} from './provider-http';

export interface JsonCallOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Further tries after a connection failure, a timeout, 408, 409, 429 or 5xx (background work only). */
  retries?: number;
}

const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 8_000;

function isRetryable(error: unknown): boolean {
  if (error instanceof ProviderConnectionError || error instanceof ProviderTimeoutError) return true;
  if (!(error instanceof ProviderHttpError)) return false;
  return [408, 409, 429].includes(error.status) || error.status >= 500;
}

/** Half a second, doubling, a little random so that many waiting jobs do not retry in step. */
function retryDelayMs(error: unknown, attempt: number): number {
  const asked = error instanceof ProviderHttpError ? error.retryAfterMs : undefined;
  if (asked !== undefined && asked <= 60_000) return asked;
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS) * (1 - Math.random() * 0.25);
}

async function callOnce<T>(
  endpoint: ModelEndpointConfig,
  call: Omit<ProviderCall, 'signal'>,
  options: JsonCallOptions,
) {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    const response = await sendProviderRequest(endpoint, { ...call, signal });
    return (await response.body.json()) as T;
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) throw new ProviderTimeoutError('timeout', { cause: error });
    throw error;
  }
}

/** A plain (not streamed) call answered with JSON; each try has `timeoutMs` for the whole answer. */
export async function callProviderJson<T>(
  endpoint: ModelEndpointConfig,
  call: Omit<ProviderCall, 'signal'>,
  options: JsonCallOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callOnce<T>(endpoint, call, options);
    } catch (error) {
      if (attempt >= (options.retries ?? 0) || !isRetryable(error)) throw error;
      await sleep(retryDelayMs(error, attempt), undefined, { signal: options.signal });
    }
  }
}
