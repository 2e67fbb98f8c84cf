/** The fake model's knowledge features: embeddings that reflect shared words, and scripted graph extraction. */
import { createHash } from 'node:crypto';
import type { ChatCompletionBody, FakeOpenAIOptions, FakeReply } from './fake-openai';

/** What a model answers to the knowledge-graph extraction prompt. */
export interface ExtractionGraph {
  entities: { name: string; type?: string }[];
  relations: { source: string; target: string; name?: string }[];
}

/** The system message of the server's entity extraction prompt begins with this. */
export const EXTRACTION_PROMPT_START = 'You extract a knowledge graph';

const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A hashed bag of words, unit length: texts sharing words point the same way. */
export function wordsEmbeddingOf(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const { segment, isWordLike } of wordSegmenter.segment(text.toLowerCase())) {
    if (!isWordLike) continue;
    const word = segment.length > 3 ? segment.replace(/(es|s)$/, '') : segment;
    const digest = createHash('md5').update(word).digest();
    vector[digest.readUInt32LE(0) % dimensions] += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

export function extractionReplyFor(
  body: ChatCompletionBody,
  options: Pick<FakeOpenAIOptions, 'entityExtraction'>,
): FakeReply | undefined {
  const [system, user] = body.messages;
  if (!options.entityExtraction || typeof system?.content !== 'string') return undefined;
  if (!system.content.startsWith(EXTRACTION_PROMPT_START)) return undefined;
  const answer = options.entityExtraction(typeof user?.content === 'string' ? user.content : '');
  return { text: typeof answer === 'string' ? answer : `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` };
}
