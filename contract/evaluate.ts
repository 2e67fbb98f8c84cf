import { z } from 'zod';
import { paginationSchema } from './common';
import { pageQuerySchema } from './query-params';
import { promptSchema } from './prompt';

/** Contract section 2: shapes from the one DB-GPT commit that had dataset management (0fdb73552). */

export const datasetStorageTypeSchema = z.enum(['oss', 'db']);

export const datasetSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  file_type: z.string().nullable().optional(),
  storage_type: z.string().nullable().optional(),
  storage_position: z.string().nullable().optional(),
  datasets_count: z.number().int().nullable().optional(),
  have_answer: z.boolean().nullable().optional(),
  members: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  user_id: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  gmt_create: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type Dataset = z.infer<typeof datasetSchema>;

export const evaluationStateSchema = z.enum(['todo', 'running', 'waiting', 'retrying', 'failed', 'complete']);
export type EvaluationState = z.infer<typeof evaluationStateSchema>;

export const evaluationProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type EvaluationProgress = z.infer<typeof evaluationProgressSchema>;

export const evaluationSchema = z.looseObject({
  evaluate_code: z.string(),
  scene_key: z.string().nullable().optional(),
  scene_value: z.string().nullable().optional(),
  datasets_name: z.string().nullable().optional(),
  datasets: z
    .union([z.array(z.record(z.string(), z.unknown())), z.string()])
    .nullable()
    .optional(),
  evaluate_metrics: z
    .union([z.array(z.string()), z.string()])
    .nullable()
    .optional(),
  context: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
  user_name: z.string().nullable().optional(),
  user_id: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  parallel_num: z.number().int().nullable().optional(),
  state: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  storage_type: z.string().nullable().optional(),
  average_score: z.union([z.string(), z.number()]).nullable().optional(),
  log_info: z.string().nullable().optional(),
  gmt_create: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
  /** Ours: rows evaluated so far and rows in all, readable while the run goes on. */
  progress: evaluationProgressSchema.nullable().optional(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** Query of the dataset and evaluation lists (page size defaults to 100 on the server). */
export const evaluateListQuerySchema = pageQuerySchema.extend({
  filter_param: z.string().optional(),
  sys_code: z.string().optional(),
});
export type EvaluateListQuery = z.infer<typeof evaluateListQuerySchema>;

export const datasetPageSchema = paginationSchema(datasetSchema);
export const evaluationPageSchema = paginationSchema(evaluationSchema);

/** Form fields of `dataset/upload/content`: `content` is a JSON array of rows with `query` (and `factual`). */
export const datasetContentUploadSchema = z.object({
  dataset_name: z.string().min(1),
  members: z.string(),
  content: z.string().min(1),
});
export type DatasetContentUpload = z.infer<typeof datasetContentUploadSchema>;

/** Text fields of `dataset/upload/file`; the file itself travels as `doc_file`. */
export const datasetFileUploadFieldsSchema = z.object({
  dataset_name: z.string().min(1),
  members: z.string(),
});
export type DatasetFileUploadFields = z.infer<typeof datasetFileUploadFieldsSchema>;

export const datasetCodeQuerySchema = z.object({ code: z.string().min(1) });
export type DatasetCodeQuery = z.infer<typeof datasetCodeQuerySchema>;

export const evaluateCodeQuerySchema = z.object({ evaluate_code: z.string().min(1) });
export type EvaluateCodeQuery = z.infer<typeof evaluateCodeQuerySchema>;

/** Evaluation delete names its parameter `evaluation_code`, unlike the other calls. */
export const evaluationDeleteQuerySchema = z.object({ evaluation_code: z.string().min(1) });
export type EvaluationDeleteQuery = z.infer<typeof evaluationDeleteQuerySchema>;

export const metricsQuerySchema = z.object({
  scene_key: z.string().min(1),
  scene_value: z.string().min(1),
});
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const evaluationMetricSchema = z.looseObject({
  name: z.string(),
  describe: z.string().nullable().optional(),
  params: z
    .object({
      prompts: z.array(promptSchema).optional(),
      models: z.array(z.string()).optional(),
    })
    .nullable()
    .optional(),
});
export type EvaluationMetric = z.infer<typeof evaluationMetricSchema>;

/** `data` of `evaluation/detail/show`: the dataset rows with their scores. */
export const evaluationDetailSchema = z.array(z.record(z.string(), z.unknown()));

/** A chunk a recall run retrieved for a question, best first. */
export const retrievedContextSchema = z.object({
  chunk_id: z.number().int(),
  document_name: z.string(),
  content: z.string(),
  score: z.number(),
});
export type RetrievedContext = z.infer<typeof retrievedContextSchema>;

/**
 * Ours: what every row of `detail/show` holds (a record of `evaluationDetailSchema`). `scores` maps each
 * metric name to its score in [0, 1], null when the metric could not score the row (`error` says why).
 */
export const evaluationDetailRowSchema = z.looseObject({
  row_index: z.number().int(),
  query: z.string(),
  factual: z.string().nullable(),
  answer: z.string().nullable(),
  context: z.array(retrievedContextSchema),
  scores: z.record(z.string(), z.number().nullable()),
  error: z.string().nullable(),
  /** False while the run has not reached this question yet. */
  done: z.boolean(),
});
export type EvaluationDetailRow = z.infer<typeof evaluationDetailRowSchema>;

/** Ours: the keys `context` of `start` reads (also from a JSON string). */
export const evaluationContextSchema = z.looseObject({
  /** How many chunks a recall run retrieves per question (the k of the @k metrics). */
  top_k: z.coerce.number().int().min(1).max(100).optional(),
  /** The judging model of the judged app metrics; the default chat model otherwise. */
  model: z.string().optional(),
  /** The prompt code of the judging prompt (prompt type `Evaluate`); a built-in prompt otherwise. */
  prompt: z.string().optional(),
});
export type EvaluationContext = z.infer<typeof evaluationContextSchema>;
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

/**
 * Body of `POST /evaluate/start`. DB-GPT declares `datasets` as row objects but looks the dataset
 * up by code, and its web client sends strings for `datasets`, `evaluate_metrics` and `context`:
 * both forms are accepted. A run needs a scene and a dataset.
 */
export const evaluationStartRequestSchema = z.object({
  scene_key: z.string().min(1),
  scene_value: z.string().min(1),
  datasets: z.union([z.string().min(1), z.array(z.record(z.string(), z.unknown())).min(1)]),
  evaluate_metrics: z.union([z.array(z.string()), z.string()]).optional(),
  context: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
  parallel_num: z.coerce.number().int().min(1).optional(),
  user_name: z.string().optional(),
  user_id: z.string().optional(),
  sys_code: z.string().optional(),
  datasets_name: z.string().optional(),
});
export type EvaluationStartRequest = z.infer<typeof evaluationStartRequestSchema>;

export const datasetMembersUpdateSchema = z.object({
  code: z.string().min(1),
  members: z.string(),
});
export type DatasetMembersUpdate = z.infer<typeof datasetMembersUpdateSchema>;
