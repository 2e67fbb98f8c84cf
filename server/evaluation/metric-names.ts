/** The metrics of each scene (contract 2.9), named as DB-GPT names its metric classes. */
export const RECALL_METRICS = [
  'RetrieverHitRateMetric',
  'RetrieverMRRMetric',
  'RetrieverRecallMetric',
  'RetrieverPrecisionMetric',
] as const;
export const APP_METRICS = [
  'ExactMatchMetric',
  'AnswerSimilarityMetric',
  'AnswerCorrectnessMetric',
  'AnswerRelevancyMetric',
] as const;

export type RecallMetric = (typeof RECALL_METRICS)[number];
export type AppMetric = (typeof APP_METRICS)[number];
export type MetricName = RecallMetric | AppMetric;

export const SCENES = ['recall', 'app'] as const;
export type SceneKey = (typeof SCENES)[number];

export const isSceneKey = (value: string): value is SceneKey => (SCENES as readonly string[]).includes(value);

export function sceneMetrics(scene: SceneKey): readonly MetricName[] {
  return scene === 'recall' ? RECALL_METRICS : APP_METRICS;
}

/** The metrics a judging model scores with a prompt (their entries carry `params`). */
export const JUDGED_METRICS: readonly MetricName[] = ['AnswerCorrectnessMetric', 'AnswerRelevancyMetric'];

/** The metrics that compare with the expected answer (`factual`); AnswerRelevancy needs only the question. */
export const needsFactual = (metric: MetricName) => metric !== 'AnswerRelevancyMetric';

/** Each metric's description in the locale catalogues. */
export const METRIC_DESCRIPTIONS = {
  RetrieverHitRateMetric: 'evaluation.metric.RetrieverHitRateMetric',
  RetrieverMRRMetric: 'evaluation.metric.RetrieverMRRMetric',
  RetrieverRecallMetric: 'evaluation.metric.RetrieverRecallMetric',
  RetrieverPrecisionMetric: 'evaluation.metric.RetrieverPrecisionMetric',
  ExactMatchMetric: 'evaluation.metric.ExactMatchMetric',
  AnswerSimilarityMetric: 'evaluation.metric.AnswerSimilarityMetric',
  AnswerCorrectnessMetric: 'evaluation.metric.AnswerCorrectnessMetric',
  AnswerRelevancyMetric: 'evaluation.metric.AnswerRelevancyMetric',
} as const satisfies Record<MetricName, string>;
