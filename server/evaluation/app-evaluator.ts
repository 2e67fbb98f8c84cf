import { prepareAppAnswerFor } from '../chat/v2-app-answer';
import { ApiError } from '../http/api-error';
import { SERVER_LANGUAGES, type ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import type { LocalizedText } from '../i18n/localized-text';
import { failureText } from '../models/provider-error';
import type { StoredEvaluation } from '../repositories/evaluations';
import type { RouteContext } from '../context';
import { cosineScore, exactMatch, tokenOverlap } from './answer-scores';
import { createJudge, type Judge, type JudgedMetric } from './judge';
import { JUDGED_METRICS, type AppMetric } from './metric-names';
import { RowProblem, RunProblem, type RowEvaluator } from './row-evaluator';
import { evaluatorOf, findSceneApp } from './scene-target';

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * An app run asks the app what the chat would (`prepareAppAnswerFor`, as the admin who started the run)
 * and scores the answer: exact match, similarity (embeddings when the server has a model, else word
 * overlap), and the judged metrics with the run's judging model and prompt.
 */
export async function appEvaluator(
  context: RouteContext,
  evaluation: StoredEvaluation,
): Promise<RowEvaluator> {
  const appCode = evaluation.sceneValue;
  if (!(await findSceneApp(context, evaluation.userId, appCode)))
    throw new RunProblem(localized('evaluation.appNotFound', { app: appCode }));
  const metrics = evaluation.metrics as AppMetric[];
  const judge: Judge | undefined = metrics.some((metric) => JUDGED_METRICS.includes(metric))
    ? await createJudge(
        context,
        optionalText(evaluation.context.model),
        optionalText(evaluation.context.prompt),
      )
    : undefined;
  const embedder = metrics.includes('AnswerSimilarityMetric')
    ? await context.modelRegistry.getEmbeddingModel()
    : undefined;
  const asked = evaluation.context.language;
  const language: ServerLanguage = SERVER_LANGUAGES.find((known) => known === asked) ?? 'en';

  async function answerOf(query: string, signal: AbortSignal): Promise<string> {
    try {
      const answer = await prepareAppAnswerFor({
        context,
        caller: evaluatorOf(evaluation.userId),
        appCode,
        modelName: undefined,
        messages: [{ role: 'user', content: query }],
        question: query,
        language,
      });
      const prompt = await answer.prompt();
      if (answer.text) {
        let text = '';
        for await (const words of answer.text(prompt, signal)) text += words;
        return text;
      }
      if (!answer.model) throw new RowProblem(localized('evaluation.noChatModel', { model: '' }));
      let text = '';
      const request = {
        messages: prompt,
        temperature: answer.temperature,
        maxNewTokens: answer.maxNewTokens,
      };
      for await (const delta of answer.model.streamChat(request, { signal })) text += delta.content;
      return text;
    } catch (error) {
      if (signal.aborted || error instanceof RowProblem) throw error;
      const reason: LocalizedText = error instanceof ApiError ? error.text : failureText(error);
      throw new RowProblem(localized('evaluation.answerFailed', { reason }));
    }
  }

  async function similarity(answer: string, factual: string, signal: AbortSignal): Promise<number> {
    if (!embedder) return tokenOverlap(answer, factual);
    try {
      const [a, b] = await embedder.embed([answer, factual], { signal });
      return cosineScore(a ?? [], b ?? []);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new RowProblem(failureText(error));
    }
  }

  return async (row, signal) => {
    const answer = await answerOf(row.query, signal);
    const factual = row.factual?.trim() || null;
    const scores: Record<string, number | null> = {};
    let problem: LocalizedText | undefined;
    for (const metric of metrics) {
      scores[metric] = null;
      if (metric !== 'AnswerRelevancyMetric' && factual === null) {
        problem ??= localized('evaluation.noFactual');
        continue;
      }
      try {
        if (metric === 'ExactMatchMetric') scores[metric] = exactMatch(answer, factual ?? '');
        else if (metric === 'AnswerSimilarityMetric')
          scores[metric] = await similarity(answer, factual ?? '', signal);
        else if (judge)
          scores[metric] = await judge(metric as JudgedMetric, { query: row.query, answer, factual }, signal);
      } catch (error) {
        if (!(error instanceof RowProblem)) throw error;
        problem ??= error.text;
      }
    }
    return { answer, retrieved: [], scores, ...(problem ? { problem } : {}) };
  };
}
