/**
 * A `chat_knowledge` answer ends with a `<references title="…" references="[JSON]">` element
 * (contract/knowledge/references.ts). Our server closes it with `</references>`; DB-GPT 0.8.1 writes it
 * self-closing (`<references … />`, Python's ElementTree) and its stored answer holds it twice. Every
 * occurrence, in either form, is cut from the text before the markdown sees it.
 */
const OPEN = '<references';
// `<references` followed by a space, `>`, `/` or the end of the text so far.
const OPENING = /<references(?=[\s>/]|$)/i;
const CLOSING = /<\/references\s*>/i;

export interface SplitAnswer {
  /** What to render as markdown. */
  answer: string;
  /** Each distinct complete element, in the order they came; empty when there is none (yet). */
  references: string[];
}

/** Where the opening tag that starts at `at` ends (the index of its `>`), skipping quoted values; -1 if open. */
function openingTagEnd(content: string, at: number): number {
  let quote: string | null = null;
  for (let index = at + OPEN.length; index < content.length; index += 1) {
    const char = content.charAt(index);
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

/** The length of the longest end of `content` that could still grow into `<references` (0 if none). */
function partialOpeningLength(content: string): number {
  const lower = content.slice(-(OPEN.length - 1)).toLowerCase();
  for (let length = lower.length; length > 0; length -= 1)
    if (OPEN.startsWith(lower.slice(-length))) return length;
  return 0;
}

interface FoundElement {
  start: number;
  end: number;
}

/**
 * The element starting at `at`: up to its `/>`, up to its `</references>` when one follows before any
 * other element, or the opening tag alone in a finished answer. Null while it may still be arriving, or
 * when its opening tag never ends.
 */
function elementAt(content: string, at: number, streaming: boolean): FoundElement | null {
  const tagEnd = openingTagEnd(content, at);
  if (tagEnd < 0) return null;
  if (content.charAt(tagEnd - 1) === '/') return { start: at, end: tagEnd + 1 };
  const rest = content.slice(tagEnd + 1);
  const close = CLOSING.exec(rest);
  const nextOpening = rest.search(OPENING);
  if (close && (nextOpening < 0 || close.index < nextOpening))
    return { start: at, end: tagEnd + 1 + close.index + close[0].length };
  if (streaming && !close && nextOpening < 0) return null;
  return { start: at, end: tagEnd + 1 };
}

function joinPieces(pieces: string[]): string {
  return pieces
    .map((piece, index) => (index === 0 ? piece.trimEnd() : piece.trim()))
    .filter((piece, index) => index === 0 || piece !== '')
    .join('\n\n');
}

/**
 * Separates the answer from its references. While streaming, an element still arriving (or the first
 * characters of one) is held back so that no `<references` text ever flashes in the answer; a broken
 * element at the end of a finished answer is dropped, never shown as text.
 */
export function splitReferences(content: string, streaming: boolean): SplitAnswer {
  const pieces: string[] = [];
  const references: string[] = [];
  let from = 0;
  const openings = new RegExp(OPENING.source, 'gi');
  for (let match = openings.exec(content); match; match = openings.exec(content)) {
    const element = elementAt(content, match.index, streaming);
    pieces.push(content.slice(from, match.index));
    if (!element) {
      from = content.length;
      break;
    }
    const text = content.slice(element.start, element.end);
    if (!references.includes(text)) references.push(text);
    from = element.end;
    openings.lastIndex = element.end;
  }
  let tail = content.slice(from);
  const held = streaming ? partialOpeningLength(tail) : 0;
  if (held) tail = tail.slice(0, -held);
  pieces.push(tail);
  if (references.length === 0 && pieces.length === 1) return { answer: pieces[0], references };
  return { answer: joinPieces(pieces), references };
}
