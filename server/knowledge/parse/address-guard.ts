import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { DocumentProblem } from '../pipeline';
import { localized } from '../../i18n/localized-text';

/**
 * Keeps page fetches off the server's own networks: only public unicast addresses may be reached (no
 * loopback, private, link-local, unique-local, carrier NAT, multicast, reserved, nor IPv6 forms that wrap
 * such an IPv4 address). The check runs on the address the connection is actually made to, so a name that
 * resolves differently between a check and the connection cannot slip through.
 */

/** Whether an IP address (v4 or v6, IPv4-mapped included) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` turns ::ffff:a.b.c.d into a.b.c.d, so a mapped loopback is judged as loopback.
  return ipaddr.process(address).range() === 'unicast';
}

function refusal(host: string, address: string): DocumentProblem {
  return new DocumentProblem(localized('knowledgeWeb.privateAddress', { host, address }));
}

/** The host of a URL without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Which addresses a fetch may connect to: {@link isPublicAddress}, or any when private addresses are allowed. */
export type AddressRule = (address: string) => boolean;

/** Refuses a URL whose host is an IP literal the rule refuses (a name is checked when it resolves). */
export function checkLiteralHost(url: URL, isAllowed: AddressRule): void {
  const host = bareHost(url);
  if (net.isIP(host) !== 0 && !isAllowed(host)) throw refusal(host, host);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that resolves the name and refuses it when the rule refuses any of its addresses. */
export const guardedLookup =
  (isAllowed: AddressRule) =>
  (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      const refused = addresses.find((entry) => !isAllowed(entry.address));
      if (refused) {
        callback(refusal(hostname, refused.address), []);
        return;
      }
      const [first] = addresses;
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else callback(new DocumentProblem(localized('knowledgeWeb.hostNotFound', { host: hostname })), []);
    });
  };
