import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export type ProviderFailure =
  | 'auth'
  | 'rate_limit'
  | 'timeout'
  | 'unreachable'
  | 'not_found'
  | 'bad_request'
  | 'provider'
  /** The model was stopped (or deleted) on the Models screen while it answered. */
  | 'stopped';

/** A model provider call failed; `message` is one readable line for the user (never the key). */
export class ModelProviderError extends Error {
  override name = 'ModelProviderError';

  constructor(
    readonly failure: ProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ProviderCallSite {
  model: string;
  baseUrl: string;
  timeoutMs: number;
}

function providerDetail(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const detail = typeof body?.message === 'string' ? body.message : '';
  return detail ? `: ${detail}` : '';
}

function causeText(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code ?? (cause.cause as NodeJS.ErrnoException)?.code;
    return code ?? cause.message;
  }
  return error.message;
}

/** Turns what the OpenAI client throws into a ModelProviderError with a message a user can act on. */
export function toModelProviderError(error: unknown, site: ProviderCallSite): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return timeoutError(site, error);
  if (error instanceof APIConnectionError) {
    return new ModelProviderError(
      'unreachable',
      `Cannot reach the model provider at ${site.baseUrl} (${causeText(error)})`,
      { cause: error },
    );
  }
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    const detail = providerDetail(error);
    if (status === 401 || status === 403)
      return new ModelProviderError(
        'auth',
        `The model provider rejected the API key (HTTP ${status})${detail}`,
        { cause: error },
      );
    if (status === 429)
      return new ModelProviderError(
        'rate_limit',
        `The model provider is rate limiting requests (HTTP 429); try again later${detail}`,
        { cause: error },
      );
    if (status === 404)
      return new ModelProviderError(
        'not_found',
        `The model provider does not know model "${site.model}" (HTTP 404)${detail}`,
        { cause: error },
      );
    if (status >= 400 && status < 500)
      return new ModelProviderError(
        'bad_request',
        `The model provider refused the request (HTTP ${status})${detail}`,
        { cause: error },
      );
    return new ModelProviderError('provider', `The model provider failed (HTTP ${status})${detail}`, {
      cause: error,
    });
  }
  // Anything else surfaces while reading the stream: the connection dropped or a chunk was unreadable.
  const text = error instanceof Error ? error.message : String(error);
  return new ModelProviderError('provider', `The model provider's answer broke off (${text})`, {
    cause: error,
  });
}

export function timeoutError(site: ProviderCallSite, cause?: unknown): ModelProviderError {
  const seconds = Math.round(site.timeoutMs / 100) / 10;
  return new ModelProviderError('timeout', `The model provider did not answer within ${seconds} s`, {
    cause,
  });
}
