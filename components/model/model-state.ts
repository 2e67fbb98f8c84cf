import { WORKER_TYPES, type WorkerType } from '@/contract/constants/model';
import type { ModelInstance, WorkerStartupRequest } from '@/contract/model';
import { getModelLabel } from '@/utils/model-catalogue';

export type ModelStatus = 'healthy' | 'unhealthy' | 'stopped';

/**
 * Our server says `started`; DB-GPT does not, and lists a stopped model as `healthy: false` (its registry keeps
 * the instance and marks it unhealthy on stop). So a model is unhealthy only when the server says it is started
 * or gives a failure reason; otherwise not healthy means stopped.
 */
export function modelStatus(model: ModelInstance): ModelStatus {
  if (model.started === false) return 'stopped';
  if (model.healthy) return 'healthy';
  return model.started === true || Boolean(model.failure_reason?.trim()) ? 'unhealthy' : 'stopped';
}

/** From the server's configuration: the server said so (DB-GPT does not say, so this is false there). */
export function isConfigured(model: ModelInstance): boolean {
  return model.source === 'config';
}

/** DB-GPT reports worker types as free strings; anything unknown is treated as an LLM. */
export function workerTypeOf(model: ModelInstance): WorkerType {
  const type = model.worker_type;
  return (WORKER_TYPES as readonly string[]).includes(type) ? (type as WorkerType) : 'llm';
}

/** A model is known by its name and worker type: an LLM and an embedding model may share a name. */
export function modelKey(model: ModelInstance): string {
  return `${model.worker_type}:${model.model_name}:${model.host}:${model.port}`;
}

/** The body of start and stop (contract 9.3, 9.4): the model's identity, `params` required but empty. */
export function workerRequestFor(model: ModelInstance, deleteAfter = false): WorkerStartupRequest {
  return {
    host: model.host,
    port: model.port,
    model: model.model_name,
    worker_type: workerTypeOf(model),
    params: {},
    ...(deleteAfter ? { delete_after: true } : {}),
  };
}

/** Case-insensitive match on the model name or its catalogue label. */
export function matchesSearch(model: ModelInstance, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    model.model_name.toLowerCase().includes(needle) ||
    getModelLabel(model.model_name).toLowerCase().includes(needle)
  );
}
