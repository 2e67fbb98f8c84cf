import {
  evaluationContextSchema,
  type EvaluationContext,
  type EvaluationStartRequest,
} from '@/contract/evaluate';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import { listOf, localized, verbatim } from '../i18n/localized-text';
import type { DatasetRow, EvaluationDatasetRepository } from '../repositories/evaluation-datasets';
import type { RouteContext } from '../context';
import { DEFAULT_UPLOAD_LIMITS } from '../files/upload-limits';
import { rowsFromContent } from './dataset-rows';
import { judgePrompt } from './judge';
import { JUDGED_METRICS, needsFactual, sceneMetrics, type MetricName, type SceneKey } from './metric-names';

const badRequest = (text: ReturnType<typeof localized>) => new ApiError(400, '400', text);

/** `evaluate_metrics` as an array, a JSON array in a string, or a comma list (the reference client's). */
export function metricNames(value: EvaluationStartRequest['evaluate_metrics']): string[] {
  if (Array.isArray(value)) return value.map((name) => name.trim()).filter(Boolean);
  const text = value?.trim() ?? '';
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((name) => String(name).trim()).filter(Boolean);
    } catch {
      // Read as a comma list below.
    }
  }
  return text
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The scene's metrics among those asked; 400 naming the unknown ones. */
export function checkMetrics(scene: SceneKey, asked: readonly string[]): MetricName[] {
  if (asked.length === 0) throw badRequest(localized('evaluation.noMetrics'));
  const known = sceneMetrics(scene);
  const unknown = asked.filter((name) => !(known as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw badRequest(
      localized('evaluation.unknownMetrics', { scene, metrics: listOf(unknown), known: listOf(known) }),
    );
  return [...new Set(asked)] as MetricName[];
}

/** `context` as an object or as JSON text (the reference client's). */
export function parseContext(value: EvaluationStartRequest['context']): EvaluationContext {
  let object: unknown = value ?? {};
  if (typeof value === 'string') {
    try {
      object = value.trim() === '' ? {} : JSON.parse(value);
    } catch (error) {
      throw badRequest(localized('evaluation.contextNotJson', { reason: verbatim(String(error)) }));
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    throw badRequest(localized('evaluation.contextNotJson', { reason: verbatim(JSON.stringify(object)) }));
  return validate(evaluationContextSchema, object);
}

/** Refuses metrics that need expected answers on a dataset that has none. */
export function checkAnswers(
  metrics: readonly MetricName[],
  rows: readonly DatasetRow[],
  name: string,
): void {
  const needing = metrics.filter(needsFactual);
  if (needing.length > 0 && !rows.some((row) => row.factual?.trim()))
    throw badRequest(localized('evaluation.needsAnswers', { metrics: listOf(needing), name }));
}

/** The judging model and prompt must exist when a judged metric is chosen. */
export async function checkJudge(
  context: RouteContext,
  metrics: readonly MetricName[],
  settings: EvaluationContext,
): Promise<void> {
  if (!metrics.some((metric) => JUDGED_METRICS.includes(metric))) return;
  await judgePrompt(context, settings.prompt?.trim() || undefined);
  const model = settings.model?.trim() || undefined;
  if (!(await context.modelRegistry.getChatModel(model)))
    throw badRequest(localized('evaluation.noChatModel', { model: model ?? '' }));
}

/**
 * The questions of a run: `datasets` is a dataset's code (what DB-GPT's service looks up), or its rows
 * inline (what its schema declares), as an array or as JSON text.
 */
export async function startDataset(
  datasets: EvaluationDatasetRepository,
  body: Pick<EvaluationStartRequest, 'datasets' | 'datasets_name'>,
): Promise<{ code: string; name: string; rows: DatasetRow[] }> {
  const name = body.datasets_name ?? '';
  if (typeof body.datasets !== 'string' || body.datasets.trim().startsWith('['))
    return { code: '', name, rows: rowsFromContent(name, body.datasets, DEFAULT_UPLOAD_LIMITS) };
  const found = await datasets.find(body.datasets);
  if (!found) throw ApiError.notFound(localized('evaluation.datasetNotFound', { code: body.datasets }));
  return { code: found.code, name: found.name, rows: await datasets.rows(found.code) };
}
