import type { LocalizedText } from '../i18n/localized-text';

/**
 * An error a route throws on purpose; the error handler answers it with this status and code, and its
 * text in the caller's language. `message` is the English text, for the log.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errCode: string,
    readonly text: LocalizedText,
  ) {
    super(text.in('en'));
  }

  static notFound(text: LocalizedText): ApiError {
    return new ApiError(404, '404', text);
  }
}
