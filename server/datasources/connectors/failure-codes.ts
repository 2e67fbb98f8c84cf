import type { ConnectorFailure } from './connector';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNRESET',
]);

/** A network error code or message as a failure reason; null when it is none of those. */
export function networkFailure(code: string | undefined, message: string): ConnectorFailure | null {
  if (code && UNREACHABLE.has(code)) return 'unreachable';
  if (code === 'ETIMEDOUT' || /time(d)? ?out/i.test(message)) return 'timeout';
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|getaddrinfo/.test(message)) return 'unreachable';
  return null;
}

/** The statement without trailing semicolons and space, so it can be wrapped. */
export function trimStatement(sql: string): string {
  return sql.trim().replace(/[;\s]+$/, '');
}
