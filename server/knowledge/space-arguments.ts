import { z } from 'zod';
import type { SpaceArguments } from '@/contract/knowledge';
import { issueMessage } from '../http/issue-messages';

/** A space's arguments with every field present (contract 4.0), as `arguments` answers them. */
export interface FullSpaceArguments extends SpaceArguments {
  embedding: {
    topk: number;
    recall_score: number;
    recall_type: string;
    model: string | null;
    chunk_size: number;
    chunk_overlap: number;
  };
  prompt: { max_token: number; scene: string; template: string };
  summary: { max_iteration: number; concurrency_limit: number };
}

/** DB-GPT's defaults (KNOWLEDGE_SEARCH_TOP_SIZE, KNOWLEDGE_SEARCH_RECALL_SCORE, KNOWLEDGE_CHUNK_SIZE…). */
export function defaultSpaceArguments(embeddingModel: string | null): FullSpaceArguments {
  return {
    embedding: {
      topk: 5,
      recall_score: 0.3,
      recall_type: 'TopK',
      model: embeddingModel,
      chunk_size: 512,
      chunk_overlap: 50,
    },
    prompt: { max_token: 2000, scene: '', template: '' },
    summary: { max_iteration: 5, concurrency_limit: 3 },
  };
}

/** Forms send numbers as text ("5"); a numeric text reads as its number, anything else stays as sent. */
const fromNumericText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

const MUST_BE_NUMBER = issueMessage('validation.mustBeNumber');
const MUST_BE_WHOLE = issueMessage('validation.mustBeWholeNumber');

const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    fromNumericText,
    z
      .number({ error: MUST_BE_WHOLE })
      .int({ error: MUST_BE_WHOLE })
      .min(min, { error: issueMessage('validation.atLeast', { min }) })
      .max(max, { error: issueMessage('validation.atMost', { max }) }),
  );

const text = (max: number) =>
  z
    .string({ error: issueMessage('validation.mustBeText') })
    .max(max, { error: issueMessage('validation.tooLong', { max }) });

/** What `argument/save` accepts; every field may be left out (its saved value or the default stays). */
export const savedArgumentsSchema = z.looseObject({
  embedding: z
    .looseObject({
      topk: wholeNumber(1, 1000).optional(),
      recall_score: z.preprocess(fromNumericText, z.number({ error: MUST_BE_NUMBER })).optional(),
      recall_type: text(100).optional(),
      model: text(200).nullable().optional(),
      chunk_size: wholeNumber(1, 100_000).optional(),
      chunk_overlap: wholeNumber(0, 100_000).optional(),
    })
    .optional(),
  prompt: z
    .looseObject({
      max_token: wholeNumber(1, 10_000_000).optional(),
      scene: text(20_000).nullable().optional(),
      template: text(100_000).nullable().optional(),
    })
    .optional(),
  summary: z
    .looseObject({
      max_iteration: wholeNumber(1, 1000).optional(),
      concurrency_limit: wholeNumber(1, 1000).optional(),
    })
    .optional(),
});
export type SavedArguments = z.output<typeof savedArgumentsSchema>;

type Section = Record<string, unknown>;

function definedOnly(section: Section | null | undefined): Section {
  return Object.fromEntries(Object.entries(section ?? {}).filter(([, value]) => value !== undefined));
}

/** `saved` over `base`, section by section; a blank model means "no embedding model". */
export function mergeArguments(base: FullSpaceArguments, saved: SpaceArguments): FullSpaceArguments {
  const merged = {
    ...saved,
    embedding: { ...base.embedding, ...definedOnly(saved.embedding) },
    prompt: { ...base.prompt, ...definedOnly(saved.prompt) },
    summary: { ...base.summary, ...definedOnly(saved.summary) },
  } as FullSpaceArguments;
  merged.embedding.model = embeddingModelOf(merged);
  return merged;
}

/** The embedding model the arguments name, or null for none. */
export function embeddingModelOf(args: SpaceArguments): string | null {
  const model = args.embedding?.model;
  return typeof model === 'string' && model.trim() !== '' ? model.trim() : null;
}
