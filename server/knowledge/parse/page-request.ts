import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './address-guard';

/** One HTTP GET without following redirects; the caller reads (or discards) the response body. */
export function requestPage(
  url: URL,
  allowPrivateAddresses: boolean,
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
        ...(allowPrivateAddresses ? {} : { lookup: guardedLookup }),
      },
      resolve,
    );
    request.on('error', reject);
  });
}
