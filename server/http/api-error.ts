import type { LocalizedText } from '../i18n/localized-text';

/**
 * An error a route throws on purpose; the error handler answers it with this status and code, and its
 * text in the caller's language. `message` is the English text, for the log. `data` goes in the envelope's
 * `data` when a caller needs more than the text (a 409's `used_by`, so a screen can link what is in the way).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errCode: string,
    readonly text: LocalizedText,
    readonly data: unknown = null,
  ) {
    super(text.in('en'));
  }

  static notFound(text: LocalizedText): ApiError {
    return new ApiError(404, '404', text);
  }
}
