import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { DocumentProblem, type WebPage, type WebPageOptions } from '../pipeline';
import { localized, verbatim } from '../../i18n/localized-text';
import { type AddressRule, checkLiteralHost, isPublicAddress } from './address-guard';
import { requestPage } from './page-request';
import { pageText } from './page-text';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
const ACCEPTED_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain', 'text/markdown']);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

function parseHttpUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new DocumentProblem(localized('knowledgeWeb.invalidUrl', { url: text }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DocumentProblem(localized('knowledgeWeb.scheme', { url: url.href }));
  return url;
}

function contentTypeOf(response: IncomingMessage): { mediaType: string; charset: string } {
  // No Content-Type: HTTP lets the receiver assume arbitrary bytes, which is not a page.
  const header = response.headers['content-type'] ?? 'application/octet-stream';
  const [mediaType = '', ...parameters] = header.split(';').map((part) => part.trim());
  const charset =
    parameters
      .find((part) => /^charset=/i.test(part))
      ?.slice(8)
      .replace(/"/g, '') ?? 'utf-8';
  return { mediaType: mediaType.toLowerCase(), charset };
}

function decodedBody(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (decoder === undefined) return response;
  return pipeline(response, decoder, () => undefined);
}

async function readWithin(response: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new DocumentProblem(localized('knowledgeWeb.tooLarge', { url: url.href, limit: formatBytes(maxBytes) }));
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of decodedBody(response)) {
    const chunk = part as Buffer;
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function fetchWithin(
  start: URL,
  options: WebPageOptions,
  isAllowed: AddressRule,
  signal: AbortSignal,
): Promise<WebPage> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    checkLiteralHost(url, isAllowed);
    const response = await requestPage(url, isAllowed, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.resume();
      if (redirects >= MAX_REDIRECTS)
        throw new DocumentProblem(
          localized('knowledgeWeb.tooManyRedirects', { url: start.href, max: MAX_REDIRECTS }),
        );
      const location = response.headers.location;
      if (!location) throw new DocumentProblem(localized('knowledgeWeb.badRedirect', { url: url.href }));
      url = parseHttpUrl(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DocumentProblem(localized('knowledgeWeb.status', { url: url.href, status }));
    }
    const { mediaType, charset } = contentTypeOf(response);
    if (!ACCEPTED_TYPES.has(mediaType)) {
      response.destroy();
      throw new DocumentProblem(localized('knowledgeWeb.contentType', { url: url.href, type: mediaType }));
    }
    const body = decode(await readWithin(response, url, options.maxBytes), charset);
    const { title, text } = pageText(body, mediaType, url);
    if (text.trim() === '') throw new DocumentProblem(localized('knowledgeWeb.noText', { url: url.href }));
    return { url: url.href, title, text };
  }
}

function asProblem(error: unknown, url: URL, options: WebPageOptions, timedOut: boolean): DocumentProblem {
  if (error instanceof DocumentProblem) return error;
  if (timedOut)
    return new DocumentProblem(
      localized('knowledgeWeb.timeout', { url: url.href, seconds: options.timeoutMs / 1000 }),
    );
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new DocumentProblem(localized('knowledgeWeb.hostNotFound', { host: url.hostname }));
  const reason = error instanceof Error ? error.message || code || error.name : String(error);
  return new DocumentProblem(localized('knowledgeWeb.failed', { url: url.href, reason: verbatim(reason) }));
}

/**
 * Fetches a page within the limits and extracts its readable text; throws DocumentProblem. Redirects are
 * followed here, at most five, each hop checked again (scheme, address) before it is requested.
 */
export async function fetchWebPage(url: string, options: WebPageOptions): Promise<WebPage> {
  return fetchWebPageWithRule(url, options, options.allowPrivateAddresses ? () => true : isPublicAddress);
}

/** {@link fetchWebPage} with the address rule given: tests let a loopback server stand in for a public one. */
export async function fetchWebPageWithRule(
  url: string,
  options: WebPageOptions,
  isAllowed: AddressRule,
): Promise<WebPage> {
  const start = parseHttpUrl(url.trim());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetchWithin(start, options, isAllowed, controller.signal);
  } catch (error) {
    throw asProblem(error, start, options, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}
