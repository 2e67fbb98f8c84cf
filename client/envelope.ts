import i18next from 'i18next';
import { isAxiosError, isCancel, type AxiosResponse } from 'axios';
import type { Envelope } from '@/contract/common';
import { notifyError } from './notify';
import '@/locales/areas/request';

/** `[error, data, envelope, response]`; see `apiInterceptors` for what each slot holds in each outcome. */
export type ApiResult<T> = [
  Error | null,
  T | undefined,
  Envelope<T> | undefined,
  AxiosResponse<Envelope<T>> | undefined,
];

/** Error codes the caller handles itself (no notification), or `'*'` for all of them. */
export type IgnoreCodes = '*' | string[];

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

function isTolerated(errCode: string | null | undefined, ignoreCodes: IgnoreCodes | undefined): boolean {
  if (ignoreCodes === '*') return true;
  return Boolean(errCode && ignoreCodes?.includes(errCode));
}

function notifyRequestError(description: string): void {
  notifyError({ title: i18next.t('request:errorTitle'), description });
}

/** Axios parses JSON bodies, but a failed parse leaves a string; both may carry the server's envelope. */
function envelopeFromBody<T>(body: unknown): Envelope<T> | undefined {
  if (isEnvelope(body)) return body as Envelope<T>;
  if (typeof body !== 'string' || body.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isEnvelope(parsed) ? (parsed as Envelope<T>) : undefined;
  } catch {
    return undefined;
  }
}

function isTimeout(error: { code?: string; message: string }): boolean {
  return error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
}

/** The sentence shown for a transport failure that carried no server `err_msg`. */
function describeTransportFailure(error: unknown): string {
  if (isAxiosError(error)) {
    if (isTimeout(error)) {
      const seconds = Math.ceil((error.config?.timeout ?? 0) / 1000);
      return i18next.t('request:timeout', { seconds });
    }
    if (error.response) return i18next.t('request:httpStatus', { status: error.response.status });
    return i18next.t('request:unreachable');
  }
  return error instanceof Error && error.message ? error.message : i18next.t('request:somethingError');
}

/**
 * Settles a request into an `ApiResult` tuple and tells the user about failures (spec section 8).
 *
 * - `success:true` → `[null, data, envelope, response]`.
 * - `success:false` → the same tuple (error slot stays `null`, as in the DB-GPT client, so callers test
 *   `envelope.success`), plus a notification with `err_msg` (or the localised fallback sentence) unless
 *   `err_code` is in `ignoreCodes` or `ignoreCodes` is `'*'`.
 * - Empty or non-envelope body → `[Error('Network Error!'), undefined, undefined, response]` and a notification.
 * - Transport failure (HTTP 4xx/5xx, timeout, no network) → `[error, undefined, envelope?, response?]`. The
 *   notification shows the server's `err_msg` when the body is an envelope (skipped when its `err_code` is
 *   tolerated), otherwise a localised reason (timeout, unreachable, HTTP status). A cancelled request stays quiet.
 */
export async function apiInterceptors<T>(
  promise: Promise<AxiosResponse<Envelope<T>>>,
  ignoreCodes?: IgnoreCodes,
): Promise<ApiResult<T>> {
  let response: AxiosResponse<Envelope<T>>;
  try {
    response = await promise;
  } catch (caught: unknown) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (isCancel(caught)) return [error, undefined, undefined, undefined];
    const failedResponse = isAxiosError<Envelope<T>>(caught) ? caught.response : undefined;
    const envelope = envelopeFromBody<T>(failedResponse?.data);
    if (!(envelope && isTolerated(envelope.err_code, ignoreCodes))) {
      notifyRequestError(envelope?.err_msg || describeTransportFailure(caught));
    }
    return [error, undefined, envelope, failedResponse];
  }

  const envelope = envelopeFromBody<T>(response.data);
  if (!envelope) {
    const message = i18next.t('request:networkError');
    notifyRequestError(message);
    return [new Error(message), undefined, undefined, response];
  }
  if (!envelope.success && !isTolerated(envelope.err_code, ignoreCodes)) {
    notifyRequestError(envelope.err_msg || i18next.t('request:interfaceAbnormal'));
  }
  return [null, envelope.data ?? undefined, envelope, response];
}
