import i18next from 'i18next';
import { isAxiosError, isCancel, type AxiosResponse } from 'axios';
import type { Envelope } from '@/contract/common';
import { notifyError } from './notify';
import { isTechnicalText, readableFailure } from './server-failure';
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

function notifyRequestError(description: string, details?: string | null): void {
  notifyError({ title: i18next.t('request:errorTitle'), description, ...(details ? { details } : {}) });
}

// The server's own text behind each envelope whose err_msg was made readable, for an inline "Details".
const detailsOfEnvelope = new WeakMap<object, string>();

/** The server's raw failure text (SQL, traceback) behind this envelope's readable `err_msg`, if any. */
export function failureDetails(envelope: Envelope<unknown> | undefined): string | null {
  return envelope ? (detailsOfEnvelope.get(envelope) ?? null) : null;
}

/** The envelope with a readable `err_msg` (no SQL or traceback on screen); the raw text stays behind it. */
function readableEnvelope<T>(envelope: Envelope<T>): Envelope<T> {
  if (envelope.success || !envelope.err_msg) return envelope;
  const { message, details } = readableFailure(envelope.err_msg);
  if (!details) return envelope;
  const readable = { ...envelope, err_msg: message };
  detailsOfEnvelope.set(readable, details);
  return readable;
}

// Statuses a server answers for a route it does not have.
const NO_SUCH_ROUTE = new Set([404, 405, 501]);

/**
 * Whether the server has no such route: a 404 (405, 501) without an envelope, as DB-GPT's static 404 page or
 * an empty body. An optional call treats it as "not available", not as a failure to tell the user about.
 */
export function isRouteMissing(response: AxiosResponse | undefined): boolean {
  return Boolean(response && NO_SUCH_ROUTE.has(response.status) && !envelopeFromBody(response.data));
}

/** A failed response's plain-text body, when it is a stack trace or SQL worth keeping for "Details". */
function technicalBody(body: unknown): string | null {
  return typeof body === 'string' && !/^\s*</.test(body) && isTechnicalText(body) ? body : null;
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
 *   tolerated), otherwise a localised reason (timeout, unreachable, HTTP status). A cancelled request stays
 *   quiet, and so does a missing route (`isRouteMissing`) under `'*'`: the caller treats it as "not available".
 * - An `err_msg` holding SQL, a traceback or a stack is replaced by a short localised sentence in the returned
 *   envelope and the notification; the raw text shows behind "Details" (`failureDetails(envelope)`).
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
    const parsed = envelopeFromBody<T>(failedResponse?.data);
    const envelope = parsed && readableEnvelope(parsed);
    const quiet = envelope
      ? isTolerated(envelope.err_code, ignoreCodes)
      : ignoreCodes === '*' && isRouteMissing(failedResponse);
    if (!quiet) {
      notifyRequestError(
        envelope?.err_msg || describeTransportFailure(caught),
        envelope ? failureDetails(envelope) : technicalBody(failedResponse?.data),
      );
    }
    return [error, undefined, envelope, failedResponse];
  }

  const parsed = envelopeFromBody<T>(response.data);
  if (!parsed) {
    const message = i18next.t('request:networkError');
    notifyRequestError(message);
    return [new Error(message), undefined, undefined, response];
  }
  const envelope = readableEnvelope(parsed);
  if (!envelope.success && !isTolerated(envelope.err_code, ignoreCodes)) {
    notifyRequestError(envelope.err_msg || i18next.t('request:interfaceAbnormal'), failureDetails(envelope));
  }
  return [null, envelope.data ?? undefined, envelope, response];
}
