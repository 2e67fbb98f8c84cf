import { z } from 'zod';
import { WORKER_TYPES } from './constants/model';
import { parameterDescriptionSchema } from './parameter';

export { parameterDescriptionSchema, type ParameterDescription } from './parameter';

/** `GET /api/v1/model/types` (contract 6.9): names of healthy LLM workers; the first is the UI's default. */
export const usableModelsSchema = z.array(z.string());
export type UsableModels = z.infer<typeof usableModelsSchema>;

export * from './constants/model';
export const workerTypeSchema = z.enum(WORKER_TYPES);

/** One registered worker instance, healthy or not (contract 9.1). */
export const modelInstanceSchema = z.object({
  model_name: z.string(),
  worker_type: z.string(),
  host: z.string(),
  port: z.number(),
  manager_host: z.string().optional(),
  manager_port: z.number().optional(),
  healthy: z.boolean(),
  check_healthy: z.boolean().optional(),
  prompt_template: z.string().nullable().optional(),
  /** ISO 8601 (UTC) time of the last successful health check; null before the first one. */
  last_heartbeat: z.string().nullable().optional(),
  // Our server's additions (issue 4): what the Models screen shows beyond DB-GPT's worker instance.
  /** The provider id, e.g. `proxy/openai` (a `provider` of `GET /model-types`). */
  provider: z.string().optional(),
  /** `config`: from environment variables (cannot be deleted); `stored`: added through this API. */
  source: z.enum(['config', 'stored']).optional(),
  /** Whether the model is started; stopped models are listed too (with `healthy: false`). */
  started: z.boolean().optional(),
  /** Why the last health check failed (one readable line), null while healthy or stopped. */
  failure_reason: z.string().nullable().optional(),
  /** The model's parameters as stored; secrets (`ext_metadata.tags: 'privacy'`) are masked. */
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ModelInstance = z.infer<typeof modelInstanceSchema>;

/** Body of create, start and stop (contract 9.2–9.4); `params` is required even for stop. */
export const workerStartupRequestSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  model: z.string(),
  worker_type: workerTypeSchema,
  params: z.record(z.string(), z.unknown()),
  delete_after: z.boolean().optional(),
  worker_name: z.string().optional(),
  sys_code: z.string().optional(),
  user_name: z.string().optional(),
});
export type WorkerStartupRequest = z.infer<typeof workerStartupRequestSchema>;

/** A model a worker manager can start, with its form description (contract 9.5). */
export const supportedModelSchema = z.object({
  model: z.string(),
  worker_type: z.string(),
  provider: z.string().optional(),
  path: z.string().nullable().optional(),
  path_exist: z.boolean().optional(),
  proxy: z.boolean().optional(),
  enabled: z.boolean().optional(),
  params: z.array(parameterDescriptionSchema),
  description: z.string().nullable().optional(),
  host: z.string(),
  port: z.number(),
});
export type SupportedModel = z.infer<typeof supportedModelSchema>;
