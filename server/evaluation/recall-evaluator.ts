import { DEFAULT_KNOWLEDGE_TOP_K, retrieveFor } from '../knowledge/knowledge-turn';
import { localized } from '../i18n/localized-text';
import type { RouteContext } from '../context';
import type { StoredEvaluation } from '../repositories/evaluations';
import type { RecallMetric } from './metric-names';
import { recallScores } from './recall-scores';
import { RunProblem, type RowEvaluator } from './row-evaluator';
import { findSceneSpace } from './scene-target';

/** The k of a run: `context.top_k`, else the space's own top k, else the chat's default. */
function topKOf(evaluation: StoredEvaluation, spaceTopK: unknown): number {
  const asked = Number(evaluation.context.top_k ?? spaceTopK ?? DEFAULT_KNOWLEDGE_TOP_K);
  return Number.isFinite(asked) ? Math.min(Math.max(1, Math.trunc(asked)), 100) : DEFAULT_KNOWLEDGE_TOP_K;
}

/**
 * A recall run asks the space's real retrieval (the knowledge chat's, with the space's arguments and
 * the run's k) for each question and scores the chunks against the expected answer's text.
 */
export async function recallEvaluator(
  context: RouteContext,
  evaluation: StoredEvaluation,
): Promise<RowEvaluator> {
  const space = await findSceneSpace(context, evaluation.sceneValue);
  if (!space) throw new RunProblem(localized('evaluation.spaceNotFound', { space: evaluation.sceneValue }));
  const k = topKOf(evaluation, space.arguments.embedding?.topk);
  const args = { ...space.arguments, embedding: { ...space.arguments.embedding, topk: k } };
  const metrics = evaluation.metrics as RecallMetric[];
  return async (row) => {
    const chunks = await retrieveFor(context.knowledge, space, row.query, args);
    const retrieved = chunks.map((chunk) => ({
      chunkId: chunk.chunkId,
      documentName: chunk.documentName,
      content: chunk.content,
      score: chunk.score,
    }));
    const factual = row.factual?.trim();
    if (!factual)
      return {
        answer: null,
        retrieved,
        scores: Object.fromEntries(metrics.map((metric) => [metric, null])),
        problem: localized('evaluation.noFactual'),
      };
    const inSpace = await context.repositories.evaluations.countSpaceChunksContaining(space.id, factual);
    const all = recallScores(retrieved, factual, inSpace, k);
    return {
      answer: null,
      retrieved,
      scores: Object.fromEntries(metrics.map((metric) => [metric, all[metric]])),
    };
  };
}
