/**
 * A `chat_knowledge` answer ends with DB-GPT's `<references title="…" references="[JSON]"></references>`
 * element (contract/knowledge/references.ts). It is cut from the text before the markdown sees it.
 */
const OPEN = '<references';
const CLOSE = '</references>';

export interface SplitAnswer {
  /** What to render as markdown. */
  answer: string;
  /** The whole element, once it has arrived complete; null otherwise. */
  references: string | null;
}

/** Where the element starts: `<references` followed by a space, `>`, `/` or the end of the text so far. */
function openingAt(content: string): number {
  let at = content.lastIndexOf(OPEN);
  while (at >= 0) {
    const next = content.charAt(at + OPEN.length);
    if (next === '' || next === '>' || next === '/' || /\s/.test(next)) return at;
    at = content.lastIndexOf(OPEN, at - 1);
  }
  return -1;
}

/** The length of the longest end of `content` that could still grow into `<references` (0 if none). */
function partialOpeningLength(content: string): number {
  for (let length = Math.min(OPEN.length - 1, content.length); length > 0; length -= 1)
    if (OPEN.startsWith(content.slice(-length))) return length;
  return 0;
}

/**
 * Separates the answer from its references. While streaming, an element still arriving (or the first
 * characters of one) is held back so that no `<references` text ever flashes in the answer.
 */
export function splitReferences(content: string, streaming: boolean): SplitAnswer {
  const at = openingAt(content);
  if (at < 0) {
    const held = streaming ? partialOpeningLength(content) : 0;
    return { answer: held ? content.slice(0, -held) : content, references: null };
  }
  const before = content.slice(0, at).trimEnd();
  const tail = content.slice(at);
  const close = tail.indexOf(CLOSE);
  // Unfinished: still arriving, or a broken element at the end of a finished answer; never shown as text.
  if (close < 0) return { answer: before, references: null };
  const after = tail.slice(close + CLOSE.length).trim();
  return {
    answer: after ? `${before}\n\n${after}` : before,
    references: tail.slice(0, close + CLOSE.length),
  };
}
