import { Readability } from '@mozilla/readability';
import { nodeText, parseHtmlDocument, titleOf } from './html-text';

/** The title and readable text of a fetched page: the article part of an HTML page (Readability), else its body. */

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function collapsed(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function articleText(html: string): { title: string; text: string } {
  const document = parseHtmlDocument(html);
  const title = titleOf(document);
  // Readability rewrites the document it reads, so the whole-body fallback parses the page again.
  const article = new Readability<Node>(document, { serializer: (node) => node }).parse();
  const text = article?.content ? nodeText(article.content) : '';
  if (text.trim() !== '') return { title: title || collapsed(article?.title), text };
  const whole = parseHtmlDocument(html);
  return { title, text: nodeText(whole.body ?? whole.documentElement) };
}

function fallbackTitle(url: URL): string {
  return `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`;
}

export function pageText(body: string, mediaType: string, url: URL): { title: string; text: string } {
  if (HTML_TYPES.has(mediaType)) {
    const { title, text } = articleText(body);
    return { title: title || fallbackTitle(url), text };
  }
  const heading = /^#{1,6}\s+(.+)$/m.exec(mediaType === 'text/markdown' ? body : '');
  return { title: collapsed(heading?.[1]) || fallbackTitle(url), text: body.trim() };
}
