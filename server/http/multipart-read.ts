import { SERVER_ERROR_CODES } from '@/contract/common';
import { localized, verbatim } from '../i18n/localized-text';
import { ApiError } from './api-error';

/** Errors the error handler already answers with a 4xx: ours, and Fastify's or @fastify/multipart's own. */
function isAnsweredClientError(error: unknown): boolean {
  if (error instanceof ApiError) return true;
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return typeof statusCode === 'number' && statusCode < 500 && typeof code === 'string';
}

/** A failure of the server itself (a disk that is full, a folder it cannot write), not of the body sent. */
function isSystemError(error: unknown): boolean {
  return typeof (error as { syscall?: unknown } | undefined)?.syscall === 'string';
}

/**
 * The error to answer for a multipart body that failed while it was read: a body cut short, without its
 * boundary or otherwise malformed is the caller's mistake (400, with busboy's words as the reason), never a
 * 500. Client errors that already carry their status, and the server's own failures, pass unchanged.
 */
export function multipartReadError(error: unknown): unknown {
  if (isAnsweredClientError(error) || isSystemError(error)) return error;
  const reason = verbatim(error instanceof Error ? error.message : String(error));
  return new ApiError(
    400,
    SERVER_ERROR_CODES.validation,
    localized('uploadLimits.unreadableUpload', { reason }),
  );
}

/** Runs `read` (which consumes a multipart body), answering a malformed body as {@link multipartReadError}. */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw multipartReadError(error);
  }
}
