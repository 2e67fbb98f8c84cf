import { parseHTML } from 'linkedom';

/**
 * Readable text from HTML (uploaded pages, fetched pages, Word documents through mammoth): paragraphs apart,
 * headings kept as markdown headings (the markdown-header chunk strategy cuts on them), list items and table
 * rows on lines of their own. linkedom parses; this only decides where the line breaks go.
 */

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'head',
  'title',
  'button',
  'select',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'html',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'ul',
  'caption',
]);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** A list item or table row (`row`) sits on the line after the previous row; a line ended by <br> (`line`) too. */
type BlockKind = 'block' | 'row' | 'line';

class TextWriter {
  private readonly blocks: { text: string; kind: BlockKind }[] = [];
  private line = '';

  inline(text: string): void {
    this.line += text;
  }

  /** Ends the current line of inline text, if it has any. */
  endLine(kind: BlockKind = 'block', prefix = ''): void {
    const text = this.line.replace(/\s+/g, ' ').trim();
    if (text !== '') this.blocks.push({ text: prefix + text, kind });
    this.line = '';
  }

  block(text: string, kind: BlockKind = 'block'): void {
    this.endLine();
    if (text.trim() !== '') this.blocks.push({ text, kind });
  }

  text(): string {
    this.endLine();
    return this.blocks
      .map((block, index) => {
        const previous = this.blocks[index - 1];
        if (previous === undefined) return block.text;
        const tight = previous.kind === 'line' || (previous.kind === 'row' && block.kind === 'row');
        return (tight ? '\n' : '\n\n') + block.text;
      })
      .join('');
  }
}

function collapsed(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function writeElement(element: Element, writer: TextWriter): void {
  const tag = element.tagName.toLowerCase();
  if (SKIPPED.has(tag)) return;
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    writer.endLine();
    writer.block(`${'#'.repeat(Number(heading[1]))} ${collapsed(element.textContent)}`);
  } else if (tag === 'pre') {
    writer.block((element.textContent ?? '').replace(/\n+$/, ''));
  } else if (tag === 'br') {
    writer.endLine('line');
  } else if (tag === 'tr') {
    writer.endLine();
    const cells = [...element.children]
      .map((cell) => collapsed(cell.textContent))
      .filter((cell) => cell !== '');
    writer.block(cells.join(' | '), 'row');
  } else if (tag === 'li') {
    writer.endLine();
    writeChildren(element, writer);
    writer.endLine('row', '- ');
  } else if (BLOCKS.has(tag)) {
    writer.endLine();
    writeChildren(element, writer);
    writer.endLine();
  } else {
    writeChildren(element, writer);
  }
}

function writeChildren(node: Node, writer: TextWriter): void {
  for (const child of node.childNodes) {
    if (child.nodeType === TEXT_NODE) writer.inline(child.textContent ?? '');
    else if (child.nodeType === ELEMENT_NODE) writeElement(child as Element, writer);
  }
}

/** The readable text of a DOM node. */
export function nodeText(node: Node): string {
  const writer = new TextWriter();
  if (node.nodeType === ELEMENT_NODE) writeElement(node as Element, writer);
  else writeChildren(node, writer);
  return writer.text();
}

/** Parses an HTML text into a document. */
export function parseHtmlDocument(html: string): Document {
  if (/<html[\s>]/i.test(html)) return parseHTML(html).document;
  // linkedom builds a document only from a whole page: a fragment (mammoth's output, a page that leaves out
  // <html>) is wrapped first.
  const fragment = html.replace(/<!doctype[^>]*>/i, '');
  return parseHTML(`<!DOCTYPE html><html><head></head><body>${fragment}</body></html>`).document;
}

/** The page's title, wherever its <title> element ended up. */
export function titleOf(document: Document): string {
  return collapsed(document.querySelector('title')?.textContent ?? '');
}

/** The title and readable text of a whole HTML page. */
export function htmlText(html: string): { title: string; text: string } {
  const document = parseHtmlDocument(html);
  return { title: titleOf(document), text: nodeText(document.body ?? document.documentElement) };
}
