import http from 'node:http';
import https from 'node:https';
import { type AddressRule, guardedLookup } from './address-guard';

/** One HTTP GET without following redirects; the caller reads (or discards) the response body. */
export function requestPage(
  url: URL,
  isAllowed: AddressRule,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,text/markdown;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Mozilla/5.0 (compatible; dbgpt-web knowledge fetcher)',
        },
        lookup: guardedLookup(isAllowed),
      },
      resolve,
    );
    request.on('error', reject);
  });
}
