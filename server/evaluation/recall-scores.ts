import type { RecallMetric } from './metric-names';

/** Case and runs of white space do not count when looking for the expected text in a chunk. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A retrieved chunk answers the question when it contains the expected answer's text. */
export function isRelevant(chunkContent: string, factual: string): boolean {
  const expected = normalizeText(factual);
  return expected !== '' && normalizeText(chunkContent).includes(expected);
}

/**
 * The four retrieval scores of one question, from the chunks retrieved (best first, at most k) and the
 * number of the space's chunks that contain the expected text:
 * hit rate@k (1 if any of the top k is relevant), MRR (1 / rank of the first relevant), recall@k
 * (relevant retrieved / relevant in the space) and precision@k (relevant retrieved / k).
 */
export function recallScores(
  retrieved: readonly { content: string }[],
  factual: string,
  expectedCount: number,
  k: number,
): Record<RecallMetric, number> {
  const top = retrieved.slice(0, k);
  const relevant = top.map((chunk) => isRelevant(chunk.content, factual));
  const hits = relevant.filter(Boolean).length;
  const firstRank = relevant.indexOf(true) + 1;
  // The space count comes from SQL, which folds case only for ASCII: never fewer than found here.
  const inSpace = Math.max(expectedCount, hits);
  return {
    RetrieverHitRateMetric: hits > 0 ? 1 : 0,
    RetrieverMRRMetric: firstRank > 0 ? 1 / firstRank : 0,
    RetrieverRecallMetric: inSpace > 0 ? hits / inSpace : 0,
    RetrieverPrecisionMetric: k > 0 ? hits / k : 0,
  };
}
