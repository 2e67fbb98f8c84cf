import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { ProviderConnectionError, ProviderHttpError, ProviderTimeoutError } from './provider-http';

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

/**
 * A model provider call failed; `text` is one readable line for the user (never the key), in their
 * language; `message` is its English, for the log.
 */
export class ModelProviderError extends Error {
  override name = 'ModelProviderError';

  constructor(
    readonly failure: ProviderFailure,
    readonly text: LocalizedText,
    options?: { cause?: unknown },
  ) {
    super(text.in('en'), options);
  }
}

/** What to tell the user about a failed call: a ModelProviderError's text, else the error's own words. */
export function failureText(error: unknown): LocalizedText {
  if (error instanceof ModelProviderError) return error.text;
  return verbatim(error instanceof Error && error.message ? error.message : String(error));
}

export interface ProviderCallSite {
  model: string;
  baseUrl: string;
  timeoutMs: number;
}

/** The provider's own words about the failure, when it gave any (they stay in its language). */
function providerDetail(error: ProviderHttpError): LocalizedText {
  return error.detail ? localized('provider.detail', { detail: error.detail }) : verbatim('');
}

function statusError(error: ProviderHttpError, site: ProviderCallSite): ModelProviderError {
  const { status } = error;
  const detail = providerDetail(error);
  const options = { cause: error };
  if (status === 401 || status === 403)
    return new ModelProviderError('auth', localized('provider.keyRejected', { status, detail }), options);
  if (status === 429)
    return new ModelProviderError('rate_limit', localized('provider.rateLimited', { detail }), options);
  if (status === 404)
    return new ModelProviderError(
      'not_found',
      localized('provider.unknownModel', { model: site.model, detail }),
      options,
    );
  if (status >= 400 && status < 500)
    return new ModelProviderError('bad_request', localized('provider.refused', { status, detail }), options);
  return new ModelProviderError('provider', localized('provider.failed', { status, detail }), options);
}

/** Turns what a provider call throws into a ModelProviderError with a message a user can act on. */
export function toModelProviderError(error: unknown, site: ProviderCallSite): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  if (error instanceof ProviderTimeoutError) return timeoutError(site, error);
  if (error instanceof ProviderConnectionError) {
    const text = localized('provider.unreachable', { baseUrl: site.baseUrl, cause: error.reason });
    return new ModelProviderError('unreachable', text, { cause: error });
  }
  if (error instanceof ProviderHttpError) return statusError(error, site);
  // Anything else surfaces while reading the answer: the connection dropped or a chunk was unreadable.
  const reason = error instanceof Error ? error.message : String(error);
  return new ModelProviderError('provider', localized('provider.brokeOff', { reason }), { cause: error });
}

export function timeoutError(site: ProviderCallSite, cause?: unknown): ModelProviderError {
  const seconds = Math.round(site.timeoutMs / 100) / 10;
  return new ModelProviderError('timeout', localized('provider.timeout', { seconds }), { cause });
}
