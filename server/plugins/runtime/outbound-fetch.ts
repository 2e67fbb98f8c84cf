import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import {
  checkLiteralHost,
  guardedLookup,
  isPublicAddress,
  type AddressRule,
} from '../../knowledge/parse/address-guard';
import { localized } from '../../i18n/localized-text';
import { ToolProblem } from './tool-problem';

/** The `fetch` shape the MCP SDK's transports take. */
export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Where a tool may connect: tools installed for everyone (by an administrator or a package) may reach the
 * server's own networks (a company API on the LAN, a test server on loopback); a user's own tools only
 * public addresses, checked on the address actually connected to, as knowledge URL documents are.
 */
export interface OutboundPolicy {
  allowPrivateAddresses: boolean;
}

const dispatchers = new Map<boolean, Agent>();

function dispatcherFor(allowPrivate: boolean, rule: AddressRule): Agent {
  let agent = dispatchers.get(allowPrivate);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(rule) }, keepAliveTimeout: 10_000 });
    dispatchers.set(allowPrivate, agent);
  }
  return agent;
}

/** A fetch that refuses addresses the policy forbids, literal IPs included; redirects are the caller's choice. */
export function outboundFetch(policy: OutboundPolicy): FetchLike {
  const rule: AddressRule = policy.allowPrivateAddresses ? () => true : isPublicAddress;
  const dispatcher = dispatcherFor(policy.allowPrivateAddresses, rule);
  return async (url, init) => {
    const target = new URL(url);
    checkLiteralHost(target, rule);
    // undici's own fetch takes a dispatcher; its Request and Response are the WHATWG ones the global types name.
    const response = await undiciFetch(target, { ...(init as UndiciRequestInit), dispatcher });
    return response as unknown as Response;
  };
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The response's text, refusing (and cancelling) a body larger than `maxBytes`. */
export async function readTextWithin(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = () =>
    new ToolProblem(localized('pluginTools.responseTooLarge', { size: formatSize(maxBytes) }));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
