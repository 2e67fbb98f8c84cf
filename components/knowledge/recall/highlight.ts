/** The words of a question that a retrieved chunk is shown with highlighted. */

// The locale the server's full-text search segments with (server/knowledge/retrieval/segment-words.ts), so a
// highlighted word is a word the search matched.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** A CJK ideograph. */
const HAN = /\p{Script=Han}/u;

/**
 * The question's words, segmented by `Intl.Segmenter` so that Chinese (written without spaces) splits into
 * words too; lower-cased, without duplicates, longest first (so a longer word wins over a part of it).
 * The segmenter's dictionary cuts some Chinese words into single characters (退货 → 退|货): neighbouring
 * single characters are joined back. Other single characters ("a", "是") are dropped unless nothing else is left.
 */
export function questionTerms(question: string): string[] {
  const words: string[] = [];
  let previousSingleHan = false;
  for (const segment of segmenter.segment(question)) {
    if (!segment.isWordLike) {
      previousSingleHan = false;
      continue;
    }
    const word = segment.segment.toLowerCase();
    const singleHan = [...word].length === 1 && HAN.test(word);
    if (singleHan && previousSingleHan) words[words.length - 1] += word;
    else words.push(word);
    previousSingleHan = singleHan;
  }
  const unique = [...new Set(words)];
  const meaningful = unique.filter((word) => [...word].length > 1);
  return (meaningful.length ? meaningful : unique).sort((a, b) => b.length - a.length);
}

export interface TextPart {
  text: string;
  matched: boolean;
}

interface WordSpan {
  start: number;
  end: number;
  lower: string;
}

const wordSpans = (text: string): WordSpan[] =>
  [...segmenter.segment(text)]
    .filter((segment) => segment.isWordLike)
    .map(({ segment, index }) => ({ start: index, end: index + segment.length, lower: segment.toLowerCase() }));

/**
 * Where `text` holds one of `terms` as whole words: a term matches one word, or (for Chinese, whose words the
 * segmenter may cut into characters) a run of adjacent words that together spell it; never a part of a word.
 */
function matchedRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const longest = Math.max(...terms.map((term) => term.length));
  const words = wordSpans(text);
  const ranges: Array<[number, number]> = [];
  let index = 0;
  while (index < words.length) {
    let joined = '';
    let matchEnd = -1;
    let next = index + 1;
    for (let last = index; last < words.length; last += 1) {
      if (last > index && words[last].start !== words[last - 1].end) break;
      joined += words[last].lower;
      if (joined.length > longest) break;
      if (wanted.has(joined)) {
        matchEnd = words[last].end;
        next = last + 1;
      }
    }
    if (matchEnd >= 0) ranges.push([words[index].start, matchEnd]);
    index = matchEnd >= 0 ? next : index + 1;
  }
  return ranges;
}

/** `text` cut into the parts that are one of `terms` (whole words, case-insensitively) and the parts between. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, matched: false }];
  const parts: TextPart[] = [];
  let position = 0;
  for (const [start, end] of matchedRanges(text, terms)) {
    if (start > position) parts.push({ text: text.slice(position, start), matched: false });
    parts.push({ text: text.slice(start, end), matched: true });
    position = end;
  }
  if (position < text.length) parts.push({ text: text.slice(position), matched: false });
  return parts;
}
