import type { AxiosResponse } from 'axios';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope } from '@/contract/common';

/** What an action's request came to: the data, or the server's refusal as the screen shows it. */
export type Settled<T> =
  | { ok: true; data: T | undefined }
  | {
      ok: false;
      status: number | undefined;
      /** What to show: the server's `err_msg`, else the caller's fallback. */
      message: string;
      /** The server's own `err_msg`, if it sent one. */
      serverMessage: string | null;
      data: unknown;
    };

/**
 * Settles a request whose failure the screen tells itself (in a dialog, a toast, a panel): the server's
 * `err_msg` when it sent one, else `fallback`. A failure with no envelope is also told by the interceptor.
 */
export async function settleRequest<T>(
  request: Promise<AxiosResponse<Envelope<T>>>,
  fallback: string,
): Promise<Settled<T>> {
  const [error, data, envelope, response] = await apiInterceptors(request, '*');
  if (!error && envelope?.success) return { ok: true, data };
  return {
    ok: false,
    status: response?.status,
    message: envelope?.err_msg || fallback,
    serverMessage: envelope?.err_msg || null,
    data: envelope?.data ?? null,
  };
}
