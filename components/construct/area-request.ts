import { isAxiosError, type AxiosResponse } from 'axios';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope } from '@/contract/common';

/** What a list request came to: the data, a failure, or a server that has no such route. */
export type AreaOutcome<T> =
  { status: 'ready'; data: T | undefined } | { status: 'error' } | { status: 'unavailable' };

/**
 * Statuses that mean the route itself is missing: our embedded server answers 404 with an envelope, and a
 * DB-GPT server's static mount answers 404 to unknown GETs and 405 to other methods (contract 0.1, 0.4).
 */
const ROUTE_MISSING = new Set([404, 405]);

export function isRouteMissing(caught: unknown): boolean {
  return isAxiosError(caught) && ROUTE_MISSING.has(caught.response?.status ?? 0);
}

/**
 * Settles a list request. A missing route is a state of the screen, not a failure, so it stays quiet;
 * anything else goes through the interceptor, which tells the user what went wrong.
 */
export async function requestAreaList<T>(
  request: Promise<AxiosResponse<Envelope<T>>>,
): Promise<AreaOutcome<T>> {
  let response: AxiosResponse<Envelope<T>>;
  try {
    response = await request;
  } catch (caught: unknown) {
    if (isRouteMissing(caught)) return { status: 'unavailable' };
    await apiInterceptors<T>(Promise.reject(caught instanceof Error ? caught : new Error(String(caught))));
    return { status: 'error' };
  }
  const [error, data, envelope] = await apiInterceptors(Promise.resolve(response));
  if (error || !envelope?.success) return { status: 'error' };
  return { status: 'ready', data };
}
