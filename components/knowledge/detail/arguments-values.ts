import type { SpaceArguments } from '@/contract/knowledge';

/** The editor's fields, each as typed (numbers too, so that a half-typed number is not lost). */
export interface ArgumentValues {
  topk: string;
  recall_score: string;
  recall_type: string;
  model: string;
  chunk_size: string;
  chunk_overlap: string;
  scene: string;
  template: string;
  max_token: string;
  max_iteration: string;
  concurrency_limit: string;
}

export type ArgumentField = keyof ArgumentValues;

export const NUMBER_FIELDS = [
  'topk',
  'recall_score',
  'chunk_size',
  'chunk_overlap',
  'max_token',
  'max_iteration',
  'concurrency_limit',
] as const satisfies readonly ArgumentField[];

/** The smallest whole number each integer field takes. */
const INTEGER_MINIMUM: Partial<Record<ArgumentField, number>> = {
  topk: 1,
  chunk_size: 1,
  chunk_overlap: 0,
  max_token: 1,
  max_iteration: 1,
  concurrency_limit: 1,
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function toValues(argumentsObject: SpaceArguments | undefined): ArgumentValues {
  const embedding = argumentsObject?.embedding ?? {};
  const prompt = argumentsObject?.prompt ?? {};
  const summary = argumentsObject?.summary ?? {};
  return {
    topk: text(embedding.topk),
    recall_score: text(embedding.recall_score),
    recall_type: text(embedding.recall_type),
    model: text(embedding.model),
    chunk_size: text(embedding.chunk_size),
    chunk_overlap: text(embedding.chunk_overlap),
    scene: text(prompt.scene),
    template: text(prompt.template),
    max_token: text(prompt.max_token),
    max_iteration: text(summary.max_iteration),
    concurrency_limit: text(summary.concurrency_limit),
  };
}

export type ArgumentProblem =
  | { key: 'arguments.errors.required' }
  | { key: 'arguments.errors.integer'; min: number }
  | { key: 'arguments.errors.score' }
  | { key: 'arguments.errors.overlap' };

/** What is wrong with each number the user typed. */
export function problemsOf(values: ArgumentValues): Partial<Record<ArgumentField, ArgumentProblem>> {
  const problems: Partial<Record<ArgumentField, ArgumentProblem>> = {};
  for (const field of NUMBER_FIELDS) {
    const raw = values[field].trim();
    const number = Number(raw);
    if (raw === '' || !Number.isFinite(number)) {
      problems[field] = { key: 'arguments.errors.required' };
      continue;
    }
    const min = INTEGER_MINIMUM[field];
    if (min !== undefined && (!Number.isInteger(number) || number < min)) {
      problems[field] = { key: 'arguments.errors.integer', min };
    } else if (field === 'recall_score' && (number < 0 || number > 1)) {
      problems[field] = { key: 'arguments.errors.score' };
    }
  }
  if (
    !problems.chunk_size &&
    !problems.chunk_overlap &&
    Number(values.chunk_overlap) >= Number(values.chunk_size)
  ) {
    problems.chunk_overlap = { key: 'arguments.errors.overlap' };
  }
  return problems;
}

/** The arguments object to save: the loaded one (fields this editor does not know stay) with the edits. */
export function toArguments(original: SpaceArguments | undefined, values: ArgumentValues): SpaceArguments {
  const number = (field: ArgumentField) => Number(values[field]);
  return {
    ...original,
    embedding: {
      ...original?.embedding,
      topk: number('topk'),
      recall_score: number('recall_score'),
      recall_type: values.recall_type,
      model: values.model,
      chunk_size: number('chunk_size'),
      chunk_overlap: number('chunk_overlap'),
    },
    prompt: {
      ...original?.prompt,
      scene: values.scene,
      template: values.template,
      max_token: number('max_token'),
    },
    summary: {
      ...original?.summary,
      max_iteration: number('max_iteration'),
      concurrency_limit: number('concurrency_limit'),
    },
  };
}
