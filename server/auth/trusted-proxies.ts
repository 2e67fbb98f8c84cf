import ipaddr from 'ipaddr.js';

type Env = Readonly<Record<string, string | undefined>>;
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

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

/**
 * `TRUSTED_PROXIES`: the reverse proxies' addresses or CIDR ranges, comma-separated. Required with
 * `AUTH_MODE=proxy` (they say who the user is); in the other modes optional, and without it no proxy is
 * trusted: `X-Forwarded-For` is ignored and the connection's address is the client's.
 */
export function readTrustedProxies(env: Env, problems: string[], required: boolean): AddressRange[] {
  const items = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0 && required)
    problems.push(
      'TRUSTED_PROXIES is required with AUTH_MODE=proxy: the addresses or CIDR ranges of the reverse ' +
        'proxy, comma-separated (for example 10.0.0.0/8 or 127.0.0.1)',
    );
  const ranges: AddressRange[] = [];
  for (const item of items) {
    const range = parseRange(item);
    if (range === null)
      problems.push(`TRUSTED_PROXIES must list IP addresses or CIDR ranges (got ${JSON.stringify(item)})`);
    else ranges.push(range);
  }
  return ranges;
}

/** Whether `address` (a connection's own address, or a hop of `X-Forwarded-For`) is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined, ranges: readonly AddressRange[]): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  // An IPv4 client of a dual-stack socket shows as `::ffff:10.0.0.5`: compared as the IPv4 address.
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match(base, bits));
}

/**
 * Fastify's `trustProxy`: `request.ip` is then the nearest address in `X-Forwarded-For` that is not a trusted
 * proxy, read only through connections from trusted proxies; false (the connection's address) without any.
 * Only the client's address for sign-in limits comes from here: the gateway check of `AUTH_MODE=proxy`
 * reads the connection's own address, and no check grants anything to a loopback `request.ip`.
 */
export function trustProxyOption(
  ranges: readonly AddressRange[],
): false | ((address: string, hop: number) => boolean) {
  if (ranges.length === 0) return false;
  return (address) => isTrustedProxy(address, ranges);
}
