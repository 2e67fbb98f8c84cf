import type { ChunkDraft, ParsedDocument, ParsedPage, ResolvedChunkParameters } from '../pipeline';
import { splitBySize } from './size-splitter';

/**
 * The page, paragraph, separator and size strategies. Every chunk's meta carries its page for paged
 * documents (PDF pages, spreadsheet sheets); pieces longer than chunk_size are cut by size.
 */

type Meta = ChunkDraft['meta'];

/** A page as big as this is still cut by the page strategy: embedding models take inputs of limited length. */
const LARGEST_PAGE_CHUNK = 8000;

export function isPaged(document: ParsedDocument): boolean {
  return document.kind === 'pdf' || document.kind === 'xlsx';
}

function pageMeta(document: ParsedDocument, page: ParsedPage): Meta {
  return isPaged(document) ? { page: page.number } : {};
}

/** A piece as chunks: itself when it fits, else cut by size with the overlap. */
export function sized(
  text: string,
  meta: Meta,
  parameters: ResolvedChunkParameters,
  limit = parameters.chunk_size,
): ChunkDraft[] {
  const content = text.trim();
  if (content === '') return [];
  if (content.length <= limit) return [{ content, meta }];
  const overlap = Math.min(parameters.chunk_overlap, limit - 1);
  return splitBySize(content, limit, overlap).map((span) => ({
    content: content.slice(span.start, span.end),
    meta: { ...meta },
  }));
}

export function byPage(document: ParsedDocument, parameters: ResolvedChunkParameters): ChunkDraft[] {
  const limit = Math.max(parameters.chunk_size, LARGEST_PAGE_CHUNK);
  return document.pages.flatMap((page) => sized(page.text, { page: page.number }, parameters, limit));
}

function pieces(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** Joins neighbouring pieces while the result stays within chunk_size. */
function merged(parts: readonly string[], separator: string, size: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const part of parts) {
    const joined = current === '' ? part : current + separator + part;
    if (joined.length <= size || current === '') current = joined;
    else {
      result.push(current);
      current = part;
    }
  }
  if (current !== '') result.push(current);
  return result;
}

export function bySeparator(
  document: ParsedDocument,
  parameters: ResolvedChunkParameters,
  merge: boolean,
): ChunkDraft[] {
  return document.pages.flatMap((page) => {
    const parts = pieces(page.text, parameters.separator);
    const joined = merge ? merged(parts, parameters.separator, parameters.chunk_size) : parts;
    return joined.flatMap((part) => sized(part, pageMeta(document, page), parameters));
  });
}

/** Cuts the whole text by size; a chunk of a paged document names the page it starts on (and ends on, if later). */
export function bySize(document: ParsedDocument, parameters: ResolvedChunkParameters): ChunkDraft[] {
  const starts: number[] = [];
  let text = '';
  for (const page of document.pages) {
    if (text !== '') text += '\n\n';
    starts.push(text.length);
    text += page.text;
  }
  const pageAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? Infinity) <= offset) index += 1;
    return document.pages[index]?.number ?? 1;
  };
  const overlap = parameters.chunk_overlap;
  return splitBySize(text, parameters.chunk_size, overlap).map((span) => {
    const meta: Meta = {};
    if (isPaged(document)) {
      const first = pageAt(span.start);
      const last = pageAt(span.end - 1);
      meta.page = first;
      if (last !== first) meta.page_end = last;
    }
    return { content: text.slice(span.start, span.end), meta };
  });
}
