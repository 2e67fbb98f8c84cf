/**
 * Cuts text into words for the full-text index. FTS5's unicode61 tokenizer splits on spaces and
 * punctuation only, so a Chinese sentence would be one long token; `Intl.Segmenter` finds the Chinese words
 * (and keeps English words whole), and the index stores them joined by spaces. Queries are cut the same way.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A single character that is not a letter or digit of some script carries no meaning to search for. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The words of `text`, lower-cased, in order (repeats kept: BM25 counts them). */
export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC'))) {
    if (!isWordLike || !WORD_CHARACTER.test(segment)) continue;
    words.push(segment.toLowerCase());
  }
  return words;
}

/** What the full-text index stores for a chunk: its words and its questions' words, space-separated. */
export function indexTerms(content: string, questions: readonly string[] = []): string {
  return [content, ...questions].map((text) => segmentWords(text).join(' ')).join(' ');
}

/**
 * A MATCH expression for the question: every distinct word quoted (so nothing the user typed is read as
 * FTS5 syntax), joined by OR so that BM25 ranks chunks by how many and how rare the words they share are.
 * Undefined when the question has no words.
 */
export function matchExpression(question: string): string | undefined {
  const words = [...new Set(segmentWords(question))];
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' OR ');
}
