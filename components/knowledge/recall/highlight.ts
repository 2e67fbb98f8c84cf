/** The words of a question that a retrieved chunk is shown with highlighted. */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into the parts that match one of `terms` (case-insensitively) and the parts between. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === '') return [{ text, matched: false }];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'giu');
  // With one capturing group, split alternates: text between, a match, text between, …
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, matched: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
