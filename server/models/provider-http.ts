import { Agent, interceptors, type Dispatcher } from 'undici';
import { SERVER_VERSION } from '../version';
import type { ModelEndpointConfig } from './models-config';

// OpenAI-style clients always send a key; servers that need none (Ollama, vLLM) ignore whatever is sent.
const PLACEHOLDER_KEY = 'no-key';
const USER_AGENT = `dbgpt-web/${SERVER_VERSION}`;

/**
 * Connections to the model providers, one pool per origin shared by every model there: kept alive
 * between answers and unlimited in number, so hundreds of answers can stream at once without waiting
 * for a connection. Timeouts are the callers' (an idle timer on a stream, a deadline on a plain call).
 * Redirects are followed as fetch follows them (a gateway moved to https, say); the key is not sent to
 * another origin.
 */
export const providerAgent = new Agent({
  keepAliveTimeout: 10_000,
  headersTimeout: 0,
  bodyTimeout: 0,
}).compose(interceptors.redirect({ maxRedirections: 5 }));

interface Target {
  origin: string;
  /** The base URL's path without its trailing slash, e.g. `/v1`. */
  basePath: string;
}

// Parsing the base URL on every call costs more than the rest of sending it; there are few of them.
const TARGET_CACHE_SIZE = 64;
const targets = new Map<string, Target>();

function targetOf(baseUrl: string): Target {
  const known = targets.get(baseUrl);
  if (known) return known;
  const url = new URL(baseUrl);
  const target = { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
  if (targets.size >= TARGET_CACHE_SIZE) targets.clear();
  targets.set(baseUrl, target);
  return target;
}

/** The provider answered with an error status; `detail` is its own message, when its body had one. */
export class ProviderHttpError extends Error {
  override name = 'ProviderHttpError';

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(detail ? `HTTP ${status}: ${detail}` : `HTTP ${status}`);
  }
}

/** The request never got an answer: refused, unresolvable, reset before the status line. */
export class ProviderConnectionError extends Error {
  override name = 'ProviderConnectionError';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }

  /** The system's or undici's error code (ECONNREFUSED, UND_ERR_SOCKET…), else the message. */
  get reason(): string {
    const cause = this.cause as NodeJS.ErrnoException | undefined;
    return cause?.code ?? this.message;
  }
}

export interface ProviderCall {
  method: 'GET' | 'POST';
  /** Below the endpoint's base URL, e.g. `/chat/completions`. */
  path: string;
  body?: unknown;
  signal: AbortSignal;
}

/** The `error.message` of an OpenAI-style error body; empty when the body is not one (HTML, text). */
export function errorDetail(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } } | null;
    const message = parsed?.error?.message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

/** `Retry-After` (seconds) or OpenAI's `retry-after-ms`, when the provider says how long to wait. */
export function retryAfterMs(headers: Dispatcher.ResponseData['headers']): number | undefined {
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function errorOf(response: Dispatcher.ResponseData): Promise<ProviderHttpError> {
  const text = await response.body.text().catch(() => '');
  return new ProviderHttpError(response.statusCode, errorDetail(text), retryAfterMs(response.headers));
}

/**
 * Sends one request to an OpenAI-compatible endpoint and resolves once a 2xx status came, the body still
 * to read. Rejects with ProviderHttpError for any other status, ProviderConnectionError when no answer
 * came, or the abort's error when `signal` aborted.
 */
export async function sendProviderRequest(
  endpoint: ModelEndpointConfig,
  call: ProviderCall,
): Promise<Dispatcher.ResponseData> {
  let response: Dispatcher.ResponseData;
  try {
    response = await providerAgent.request({
      ...providerRequestOptions(endpoint, call),
      signal: call.signal,
    });
  } catch (error) {
    if (call.signal.aborted) throw error;
    throw new ProviderConnectionError(error);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) throw await errorOf(response);
  return response;
}

/** Where and what to send for `call`: origin, path, method, headers and the JSON body. */
export function providerRequestOptions(
  endpoint: ModelEndpointConfig,
  call: ProviderCall,
): Dispatcher.DispatchOptions {
  const headers: Record<string, string> = {
    authorization: `Bearer ${endpoint.apiKey ?? PLACEHOLDER_KEY}`,
    accept: 'application/json',
    'user-agent': USER_AGENT,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const { origin, basePath } = targetOf(endpoint.baseUrl);
  return {
    origin,
    path: `${basePath}${call.path}`,
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
}

/** No answer within the call's time limit (a plain call's deadline, or a stream's idle time). */
export class ProviderTimeoutError extends Error {
  override name = 'ProviderTimeoutError';
}
