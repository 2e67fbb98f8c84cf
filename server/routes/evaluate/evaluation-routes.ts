import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  evaluateCodeQuerySchema,
  evaluateListQuerySchema,
  evaluationDeleteQuerySchema,
  evaluationStartRequestSchema,
  metricsQuerySchema,
  type EvaluationMetric,
} from '@/contract/evaluate';
import { contentDisposition } from '../../files/file-name';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { requestLanguage } from '../../i18n/request-language';
import { localized } from '../../i18n/localized-text';
import { boundedParallel, type EvaluationQueue } from '../../evaluation/evaluation-queue';
import { detailRowView, evaluationView } from '../../evaluation/evaluation-view';
import {
  isSceneKey,
  JUDGED_METRICS,
  METRIC_DESCRIPTIONS,
  sceneMetrics,
  type SceneKey,
} from '../../evaluation/metric-names';
import { assertSceneExists } from '../../evaluation/scene-target';
import {
  checkAnswers,
  checkJudge,
  checkMetrics,
  startDataset,
  metricNames,
  parseContext,
} from '../../evaluation/start-request';
import { XLSX_CONTENT_TYPE, xlsxOf } from '../../evaluation/xlsx-export';
import type { RouteContext } from '../../context';
import { allow } from '../../http/route-access';

function sceneOf(value: string): SceneKey {
  if (!isSceneKey(value))
    throw new ApiError(400, '400', localized('evaluation.unknownScene', { scene: value }));
  return value;
}

const evaluationNotFound = (code: string) => ApiError.notFound(localized('evaluation.notFound', { code }));

/** Evaluation routes of contract 2.6–2.11 and 2.13, under one evaluate prefix; runs go to `queue`. */
export function evaluationRoutes(queue: EvaluationQueue): FastifyPluginAsync<RouteContext> {
  return async (app, context) => {
    const { evaluations, evaluationDatasets, prompts } = context.repositories;

    async function requireEvaluation(code: string) {
      const evaluation = await evaluations.find(code);
      if (!evaluation) throw evaluationNotFound(code);
      return evaluation;
    }

    app.get('/scenes', allow.admin, async (request) => {
      const language = requestLanguage(request);
      return ok([
        { recall: localized('evaluation.scene.recall').in(language) },
        { app: localized('evaluation.scene.app').in(language) },
      ]);
    });

    app.get('/storage/types', allow.admin, async (request) => {
      const language = requestLanguage(request);
      return ok([
        { oss: localized('evaluation.storage.oss').in(language) },
        { db: localized('evaluation.storage.db').in(language) },
      ]);
    });

    app.get('/metrics', allow.admin, async (request) => {
      const query = validate(metricsQuerySchema, request.query);
      const language = requestLanguage(request);
      const judged = sceneMetrics(sceneOf(query.scene_key)).some((name) => JUDGED_METRICS.includes(name));
      const params = judged
        ? {
            prompts: (await prompts.list({ viewer: request.userId, exact: { prompt_type: 'Evaluate' } })).map(
              (prompt) => ({ ...prompt }),
            ),
            models: await context.modelRegistry.listModelNames(),
          }
        : undefined;
      const metrics: EvaluationMetric[] = sceneMetrics(sceneOf(query.scene_key)).map((name) => ({
        name,
        describe: localized(METRIC_DESCRIPTIONS[name]).in(language),
        ...(params && JUDGED_METRICS.includes(name) ? { params } : {}),
      }));
      return ok(metrics);
    });

    app.post('/start', allow.admin, async (request) => {
      const body = validate(evaluationStartRequestSchema, request.body ?? {});
      const scene = sceneOf(body.scene_key);
      const metrics = checkMetrics(scene, metricNames(body.evaluate_metrics));
      const settings = parseContext(body.context);
      const dataset = await startDataset(evaluationDatasets, body);
      checkAnswers(metrics, dataset.rows, dataset.name);
      await assertSceneExists(context, scene, body.scene_value, request.userId);
      await checkJudge(context, metrics, settings);
      const code = randomUUID();
      await evaluations.create(
        {
          code,
          sceneKey: scene,
          sceneValue: body.scene_value,
          datasetCode: dataset.code,
          datasetName: dataset.name,
          metrics,
          context: { ...settings, language: requestLanguage(request) },
          parallelNum: boundedParallel(body.parallel_num),
          userId: request.userId,
          userName: request.account?.name ?? body.user_name ?? null,
          sysCode: body.sys_code ?? null,
        },
        dataset.rows.map((row) => ({ query: row.query ?? '', factual: row.factual ?? null })),
      );
      const created = await requireEvaluation(code);
      await queue.enqueue(code);
      return ok(evaluationView(created, requestLanguage(request)));
    });

    app.get('/evaluations', allow.admin, async (request) => {
      const query = validate(evaluateListQuerySchema, request.query);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 100;
      const { items, total } = await evaluations.page(page, pageSize);
      const language = requestLanguage(request);
      return ok({
        items: items.map((evaluation) => evaluationView(evaluation, language)),
        total_count: total,
        total_pages: Math.ceil(total / pageSize),
        page,
        page_size: pageSize,
      });
    });

    app.get('/evaluation/detail/show', allow.admin, async (request) => {
      const { evaluate_code: code } = validate(evaluateCodeQuerySchema, request.query);
      await requireEvaluation(code);
      const language = requestLanguage(request);
      return ok((await evaluations.rows(code)).map((row) => detailRowView(row, language)));
    });

    app.get('/evaluation/result/download', allow.admin, async (request, reply) => {
      const { evaluate_code: code } = validate(evaluateCodeQuerySchema, request.query);
      const evaluation = await requireEvaluation(code);
      if (evaluation.state !== 'complete')
        throw new ApiError(
          409,
          '409',
          localized('evaluation.notComplete', { code, state: evaluation.state }),
        );
      const language = requestLanguage(request);
      const rows = (await evaluations.rows(code)).map((row) => detailRowView(row, language));
      const header = ['query', 'factual', 'answer', 'context', ...evaluation.metrics, 'error'];
      const cells = rows.map((row) => [
        row.query,
        row.factual,
        row.answer,
        row.context.map((chunk) => chunk.content).join('\n---\n'),
        ...evaluation.metrics.map((metric) => row.scores[metric] ?? null),
        row.error,
      ]);
      const name = `${evaluation.datasetName || 'evaluation'}-${evaluation.sceneKey}-${code.slice(0, 8)}.xlsx`;
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', name))
        .send(await xlsxOf('result', header, cells));
    });

    app.delete('/evaluation', allow.admin, async (request) => {
      const { evaluation_code: code } = validate(evaluationDeleteQuerySchema, request.query);
      await requireEvaluation(code);
      await queue.cancel(code);
      await evaluations.delete(code);
      return ok(null);
    });
  };
}
