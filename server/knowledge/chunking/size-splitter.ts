/**
 * Cutting text into pieces of at most `size` characters (UTF-16 units, never between the halves of a
 * surrogate pair), each ending at the best boundary in its last half: a blank line, a line end, the end
 * of a sentence (. ! ? ; and 。！？；), a clause mark (，、：, :), a space; a hard cut only when none is there.
 * The next piece starts `overlap` characters before the previous end (see nextStart).
 */

export interface Span {
  start: number;
  end: number;
}

const SENTENCE_ENDS = new Set(['。', '！', '？', '；', '…']);
const ASCII_SENTENCE_ENDS = new Set(['.', '!', '?', ';']);
const CLAUSE_MARKS = new Set(['，', '、', '：', ',', ':']);

function isSpace(character: string | undefined): boolean {
  return character !== undefined && /\s/.test(character);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Moves a cut off the middle of a surrogate pair. */
function safeCut(text: string, index: number): number {
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) ? index - 1 : index;
}

type BoundaryTest = (text: string, cut: number) => boolean;

/** Boundary kinds, best first: a cut at `cut` means the piece is text[start, cut). */
const BOUNDARIES: readonly BoundaryTest[] = [
  (text, cut) => text[cut - 1] === '\n' && text[cut - 2] === '\n',
  (text, cut) => text[cut - 1] === '\n',
  (text, cut) =>
    SENTENCE_ENDS.has(text[cut - 1] ?? '') ||
    (ASCII_SENTENCE_ENDS.has(text[cut - 1] ?? '') && isSpace(text[cut])),
  (text, cut) => CLAUSE_MARKS.has(text[cut - 1] ?? ''),
  (text, cut) => isSpace(text[cut]) && !isSpace(text[cut - 1]),
];

function bestCut(text: string, start: number, limit: number): number {
  if (limit >= text.length) return text.length;
  const earliest = start + Math.max(1, Math.floor((limit - start) / 2));
  for (const isBoundary of BOUNDARIES)
    for (let cut = limit; cut >= earliest; cut -= 1) if (isBoundary(text, cut)) return cut;
  const hard = safeCut(text, limit);
  return hard > start ? hard : limit;
}

const WORD_CHARACTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_]/u;

/**
 * Whether a piece may start at `index`: on a character that is neither space nor punctuation, and not inside
 * an alphabetic word (any place between Chinese characters is fine).
 */
function isWordStart(text: string, index: number): boolean {
  const previous = text[index - 1];
  const current = text[index];
  if (current === undefined || /[\s\p{P}]/u.test(current)) return false;
  return previous === undefined || !(WORD_CHARACTER.test(previous) && WORD_CHARACTER.test(current));
}

/**
 * Where the next piece starts: `overlap` characters before `end`, moved forward to a word start. It moves on
 * by at least `size - overlap` or half the piece, whichever is less, so that a piece that ended early at a
 * boundary does not make the next one repeat nearly all of it (nor make the pieces many times the text).
 */
function nextStart(text: string, start: number, end: number, size: number, overlap: number): number {
  if (overlap === 0) return end;
  const earliest = Math.max(end - overlap, start + Math.min(size - overlap, Math.ceil((end - start) / 2)));
  if (earliest >= end) return end;
  let next = earliest;
  for (let index = earliest; index < end; index += 1)
    if (isWordStart(text, index)) {
      next = index;
      break;
    }
  const safe = safeCut(text, next);
  return safe > start ? safe : Math.min(end, start + 2);
}

function trimmed(text: string, span: Span): Span | undefined {
  let { start, end } = span;
  while (start < end && isSpace(text[start])) start += 1;
  while (end > start && isSpace(text[end - 1])) end -= 1;
  return start < end ? { start, end } : undefined;
}

/** The spans of `text` cut by size with overlap; whitespace-only pieces are left out. */
export function splitBySize(text: string, size: number, overlap: number): Span[] {
  const spans: Span[] = [];
  let start = 0;
  while (start < text.length) {
    while (start < text.length && isSpace(text[start])) start += 1;
    if (start >= text.length) break;
    const end = bestCut(text, start, start + size);
    const span = trimmed(text, { start, end });
    if (span) spans.push(span);
    if (end >= text.length) break;
    start = nextStart(text, start, end, size, overlap);
  }
  return spans;
}
