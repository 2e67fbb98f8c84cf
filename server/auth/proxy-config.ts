import { readTrustedProxies, type AddressRange } from './trusted-proxies';

type Env = Readonly<Record<string, string | undefined>>;

/** `AUTH_MODE=proxy`: a trusted reverse proxy (an SSO gateway) says who the user is in request headers. */
export interface ProxyConfig {
  /** `PROXY_USER_HEADER` (default `x-forwarded-email`), lower-cased: the user's email. */
  userHeader: string;
  /** `PROXY_NAME_HEADER` (default `x-forwarded-user`), lower-cased: the user's display name, when sent. */
  nameHeader: string;
  /** `TRUSTED_PROXIES`: only connections from these addresses may say who the user is. */
  trustedProxies: AddressRange[];
  /** `PROXY_ADMIN_EMAILS`, lower-cased: these accounts are administrators, every other one a user. */
  adminEmails: Set<string>;
}

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function readHeaderName(env: Env, name: string, fallback: string, problems: string[]): string {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  if (/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(text)) return text;
  problems.push(`${name} must be an HTTP header name (got ${JSON.stringify(env[name])})`);
  return fallback;
}

function readAdminEmails(env: Env, problems: string[]): Set<string> {
  const emails = listOf(env.PROXY_ADMIN_EMAILS).map((email) => email.toLowerCase());
  for (const email of emails)
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      problems.push(`PROXY_ADMIN_EMAILS must list email addresses (got ${JSON.stringify(email)})`);
  return new Set(emails);
}

export function readProxyConfig(env: Env, problems: string[]): ProxyConfig {
  return {
    userHeader: readHeaderName(env, 'PROXY_USER_HEADER', 'x-forwarded-email', problems),
    nameHeader: readHeaderName(env, 'PROXY_NAME_HEADER', 'x-forwarded-user', problems),
    trustedProxies: readTrustedProxies(env, problems, true),
    adminEmails: readAdminEmails(env, problems),
  };
}
