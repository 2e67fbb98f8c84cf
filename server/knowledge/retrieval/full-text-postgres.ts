import type { Database, Queryable } from '../../storage/db';
import { segmentWords } from '../../i18n/segment-words';
import { BM25_CANDIDATES_SQL, BM25_SQL, WORD_STATS_SQL } from './bm25-postgres-sql';
import type { ScoredChunk } from './scored-chunk';

export { BM25_CANDIDATES_SQL, BM25_SQL } from './bm25-postgres-sql';

/**
 * Postings the first, bounded search reads to find its candidates (the space's rarest words first); each
 * candidate then costs a look-up per question word.
 */
export const CANDIDATE_POSTINGS = 500;

/**
 * About what looking up one posting by its key costs against reading one in a word's run: a large question
 * may spend on candidates up to its postings over this, per word, before scoring every match is cheaper.
 */
const LOOKUP_COST = 16;

export interface WordStats {
  lexeme: string;
  n: number;
  length: number;
  min_length: number | null;
  df: number;
  in_space: number;
  max_tf: number | null;
}

/** The words whose chunks are candidates, and the most the other words can add to any chunk's score. */
export interface CandidatePlan {
  words: string[];
  othersBound: number;
}

/**
 * The most a word can add to a chunk's score: BM25 grows with the word's count in the chunk and shrinks
 * with the chunk's length, so its largest count in the space and the space's shortest chunk bound it (a
 * hair above, for the rounding of the database's sums).
 */
function wordBound(word: WordStats, avgdl: number, minLength: number): number {
  const idf = Math.max(Math.log((word.n - word.df + 0.5) / (word.df + 0.5)), 1e-6);
  const tf = Number(word.max_tf);
  return ((idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * minLength) / avgdl))) * (1 + 1e-9);
}

/**
 * MaxScore's split: the space's rarest words, up to `budget` postings (more for a question with many),
 * make the candidates;
 * a chunk holding none of them scores at most the others' bounds added up. No words when none is in the
 * space; undefined when every match is to be scored (no bound, or no word rare enough).
 */
export function candidatePlan(
  stats: readonly WordStats[],
  budget = CANDIDATE_POSTINGS,
): CandidatePlan | undefined {
  const present = stats
    .map((word) => ({ ...word, n: Number(word.n), df: Number(word.df), in_space: Number(word.in_space) }))
    .filter((word) => word.in_space > 0 && word.max_tf !== null);
  const first = present[0];
  if (!first) return { words: [], othersBound: 0 };
  if (first.n === 0 || first.length <= 0 || first.min_length === null) return undefined;
  const avgdl = Number(first.length) / first.n;
  present.sort((a, b) => a.in_space - b.in_space || (a.lexeme < b.lexeme ? -1 : 1));
  const words: string[] = [];
  let postings = 0;
  let othersBound = 0;
  const all = present.reduce((total, word) => total + word.in_space, 0);
  const allowed = Math.max(budget, all / (LOOKUP_COST * present.length));
  // Even the rarest word too common: its candidates would cost more look-ups than scoring every match.
  if (present[0].in_space > allowed) return undefined;
  for (const word of present) {
    if (postings + word.in_space <= allowed) {
      words.push(word.lexeme);
      postings += word.in_space;
    } else othersBound += wordBound(word, avgdl, Number(first.min_length));
  }
  return { words, othersBound };
}

/** The question's stemmed words with what bounds their share of a score (see WORD_STATS_SQL). */
export function wordStats(db: Queryable, spaceId: number, words: string): Promise<WordStats[]> {
  return db.query<WordStats>(WORD_STATS_SQL, [words, spaceId, spaceId, spaceId]);
}

const scored = (rows: { id: number; score: number }[]): ScoredChunk[] =>
  rows.map((row) => ({ chunkId: Number(row.id), score: Number(row.score) }));

/**
 * The space's best chunks by BM25 (see bm25-postgres-sql.ts). First only the chunks holding the space's
 * rarest words are scored: when the last of the best `limit` of them scores above what the other words
 * could give any other chunk, no other chunk can be among the best, and the answer is exact; otherwise
 * every matching chunk is scored. The bounds and the scores are read from one snapshot (a chunk written
 * in between could beat bounds read before it).
 */
export function searchTsVector(
  db: Database,
  spaceId: number,
  question: string,
  limit: number,
  candidatePostings = CANDIDATE_POSTINGS,
): Promise<ScoredChunk[]> {
  const words = segmentWords(question);
  if (words.length === 0) return Promise.resolve([]);
  const text = words.join(' ');
  return db.transaction(async (tx) => {
    await tx.execute('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const plan = candidatePlan(await wordStats(tx, spaceId, text), candidatePostings);
    if (plan?.words.length === 0) return [];
    const everyMatch = async () =>
      scored(await tx.query<{ id: number; score: number }>(BM25_SQL, [text, spaceId, limit]));
    if (!plan) return everyMatch();
    const candidates = await tx.query<{ id: number; score: number }>(BM25_CANDIDATES_SQL, [
      text,
      spaceId,
      JSON.stringify(plan.words),
      spaceId,
      limit,
    ]);
    const last = candidates[limit - 1];
    if (plan.othersBound === 0 || (last && Number(last.score) > plan.othersBound)) return scored(candidates);
    return everyMatch();
  });
}
