import ipaddr from 'ipaddr.js';

type Env = Readonly<Record<string, string | undefined>>;
type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

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

/** An address (`10.0.0.5`, a range of one) or a CIDR range (`10.0.0.0/8`, `fd00::/8`); null when neither. */
function parseRange(text: string): AddressRange | null {
  try {
    if (text.includes('/')) return ipaddr.parseCIDR(text);
    const address = ipaddr.parse(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

function readHeaderName(env: Env, name: string, fallback: string, problems: string[]): string {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  if (/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(text)) return text;
  problems.push(`${name} must be an HTTP header name (got ${JSON.stringify(env[name])})`);
  return fallback;
}

function readTrustedProxies(env: Env, problems: string[]): AddressRange[] {
  const items = listOf(env.TRUSTED_PROXIES);
  if (items.length === 0) {
    problems.push(
      'TRUSTED_PROXIES is required with AUTH_MODE=proxy: the addresses or CIDR ranges of the reverse ' +
        'proxy, comma-separated (for example 10.0.0.0/8 or 127.0.0.1)',
    );
    return [];
  }
  const ranges: AddressRange[] = [];
  for (const item of items) {
    const range = parseRange(item);
    if (range === null)
      problems.push(`TRUSTED_PROXIES must list IP addresses or CIDR ranges (got ${JSON.stringify(item)})`);
    else ranges.push(range);
  }
  return ranges;
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
    trustedProxies: readTrustedProxies(env, problems),
    adminEmails: readAdminEmails(env, problems),
  };
}

/** Whether the connection's own address (never `X-Forwarded-For`) is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined, ranges: readonly AddressRange[]): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  // An IPv4 client of a dual-stack socket shows as `::ffff:10.0.0.5`: compared as the IPv4 address.
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match(base, bits));
}
