import { ApiError } from '../http/api-error';
import { localized, verbatim } from '../i18n/localized-text';
import type { ChatModel } from '../models/chat-model';
import { failureText } from '../models/provider-error';
import type { RouteContext } from '../context';
import { readJudgeScore } from './answer-scores';
import { RowProblem, RunProblem } from './row-evaluator';

export type JudgedMetric = 'AnswerCorrectnessMetric' | 'AnswerRelevancyMetric';

/** Built-in judging prompts, used when the run names none (`context.prompt`). Model-facing, not UI text. */
const DEFAULT_PROMPTS: Record<JudgedMetric, string> = {
  AnswerCorrectnessMetric: [
    'You grade answers. Compare the answer with the expected answer to the question.',
    'Question: {query}',
    'Expected answer: {factual}',
    'Answer: {answer}',
    'Reply with only "score: X", X from 0 (wrong) to 1 (fully correct and complete).',
  ].join('\n'),
  AnswerRelevancyMetric: [
    'You grade answers. Judge how well the answer addresses the question, whatever its correctness.',
    'Question: {query}',
    'Answer: {answer}',
    'Reply with only "score: X", X from 0 (unrelated) to 1 (fully on the question).',
  ].join('\n'),
};

export interface JudgeInput {
  query: string;
  answer: string;
  factual: string | null;
}

/** Scores a question's answer with the run's judging model and prompt. */
export type Judge = (metric: JudgedMetric, input: JudgeInput, signal: AbortSignal) => Promise<number>;

/** The text a model answers a prompt with, in one piece. */
export async function answerText(
  model: ChatModel,
  prompt: string,
  signal: AbortSignal,
  temperature?: number,
): Promise<string> {
  let text = '';
  for await (const delta of model.streamChat(
    { messages: [{ role: 'user', content: prompt }], temperature },
    { signal },
  ))
    text += delta.content;
  return text;
}

function fill(template: string, input: JudgeInput): string {
  const values: Record<string, string> = {
    query: input.query,
    question: input.query,
    answer: input.answer,
    prediction: input.answer,
    factual: input.factual ?? '',
    reference: input.factual ?? '',
    expected: input.factual ?? '',
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The template of the named prompt (a 404 at start, a failed run if it went away since). */
export async function judgePrompt(
  context: RouteContext,
  code: string | undefined,
): Promise<string | undefined> {
  if (!code) return undefined;
  const prompt = await context.repositories.prompts.findByCode(code);
  if (!prompt) throw ApiError.notFound(localized('evaluation.promptNotFound', { code }));
  return prompt.content;
}

export async function createJudge(
  context: RouteContext,
  modelName: string | undefined,
  promptCode: string | undefined,
): Promise<Judge> {
  const model = await context.modelRegistry.getChatModel(modelName);
  if (!model) throw new RunProblem(localized('evaluation.noChatModel', { model: modelName ?? '' }));
  let template: string | undefined;
  try {
    template = await judgePrompt(context, promptCode);
  } catch (error) {
    if (error instanceof ApiError) throw new RunProblem(error.text);
    throw error;
  }
  return async (metric, input, signal) => {
    let reply: string;
    try {
      reply = await answerText(model, fill(template ?? DEFAULT_PROMPTS[metric], input), signal, 0);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new RowProblem(failureText(error));
    }
    const score = readJudgeScore(reply);
    if (score === undefined)
      throw new RowProblem(
        localized('evaluation.judgeUnreadable', { answer: verbatim(reply.slice(0, 200)) }),
      );
    return score;
  };
}
