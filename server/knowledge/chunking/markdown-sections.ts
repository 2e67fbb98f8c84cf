import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { ChunkDraft, ParsedDocument, ResolvedChunkParameters } from '../pipeline';
import { sized } from './cutters';

/**
 * The markdown-header strategy: one chunk per section (a heading and the text up to the next heading),
 * meta.header naming its heading path ("Guide > Install"). The markdown parser finds the headings, so `#`
 * lines inside code blocks are not headings and underlined (setext) headings are. A section with no text
 * under its heading gives no chunk of its own: its heading is in the path of the sections below it.
 */

interface Heading {
  depth: number;
  title: string;
  start: number;
  end: number;
}

function headingsOf(text: string): Heading[] {
  const tree = fromMarkdown(text);
  const headings: Heading[] = [];
  for (const node of tree.children) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (node.type === 'heading' && start !== undefined && end !== undefined)
      headings.push({ depth: node.depth, title: toString(node).replace(/\s+/g, ' ').trim(), start, end });
  }
  return headings;
}

function sectionsOf(
  text: string,
  source: Readonly<ChunkDraft['meta']>,
  parameters: ResolvedChunkParameters,
): ChunkDraft[] {
  const headings = headingsOf(text);
  const drafts: ChunkDraft[] = [];
  const preamble = text.slice(0, headings[0]?.start ?? text.length);
  drafts.push(...sized(preamble, { ...source }, parameters));
  const path: Heading[] = [];
  headings.forEach((heading, index) => {
    while ((path.at(-1)?.depth ?? 0) >= heading.depth) path.pop();
    path.push(heading);
    const sectionEnd = headings[index + 1]?.start ?? text.length;
    if (text.slice(heading.end, sectionEnd).trim() === '') return;
    const header = path
      .map((entry) => entry.title)
      .filter((title) => title !== '')
      .join(' > ');
    drafts.push(...sized(text.slice(heading.start, sectionEnd), { ...source, header }, parameters));
  });
  return drafts;
}

export function byMarkdownHeader(
  document: ParsedDocument,
  parameters: ResolvedChunkParameters,
): ChunkDraft[] {
  return document.pages.flatMap((page) => sectionsOf(page.text, {}, parameters));
}
