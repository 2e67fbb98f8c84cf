import { segmentWords } from '../i18n/segment-words';
import { normalizeText } from './recall-scores';

/** 1 when the answer is the expected one, case, white space and surrounding punctuation aside. */
export function exactMatch(answer: string, factual: string): number {
  const strip = (text: string) => normalizeText(text).replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
  return strip(answer) === strip(factual) ? 1 : 0;
}

/** F1 of the words the answer and the expected answer share (Chinese cut into words too). */
export function tokenOverlap(answer: string, factual: string): number {
  const predicted = segmentWords(answer);
  const expected = segmentWords(factual);
  if (predicted.length === 0 || expected.length === 0) return predicted.length === expected.length ? 1 : 0;
  const remaining = new Map<string, number>();
  for (const word of expected) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of predicted) {
    const left = remaining.get(word) ?? 0;
    if (left > 0) {
      common += 1;
      remaining.set(word, left - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / predicted.length;
  const recall = common / expected.length;
  return (2 * precision * recall) / (precision + recall);
}

/** Cosine similarity of two embeddings, negative values counted as no similarity. */
export function cosineScore(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    dot += a[index] * b[index];
    normA += a[index] * a[index];
    normB += b[index] * b[index];
  }
  if (normA === 0 || normB === 0) return 0;
  return Math.min(1, Math.max(0, dot / Math.sqrt(normA * normB)));
}

/**
 * A score from a judging model's answer: the number after "score" when there is one, else the first
 * number, read on a 0–1 scale (0–10 and 0–100 scaled down); undefined when there is none.
 */
export function readJudgeScore(text: string): number | undefined {
  const match = /score["'\s:：=]*(\d+(?:\.\d+)?)/i.exec(text) ?? /(\d+(?:\.\d+)?)/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return undefined;
  if (value <= 1) return value;
  if (value <= 10) return value / 10;
  return value <= 100 ? value / 100 : undefined;
}
