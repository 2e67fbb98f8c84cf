import type { ModelInstance, SupportedModel, WorkerStartupRequest } from '@/contract/model';
import { GET, POST } from '../http';

const MODEL_BASE = '/api/v2/serve/model';

/** Every registered worker instance, healthy or not (contract 9.1). */
export function getModelList() {
  return GET<undefined, ModelInstance[]>(`${MODEL_BASE}/models`);
}

/** Starts a model and, where the server stores models, saves its configuration (contract 9.2). */
export function createModel(body: WorkerStartupRequest) {
  return POST<WorkerStartupRequest, boolean>(`${MODEL_BASE}/models`, body);
}

/** Stops a model; with `delete_after: true` its stored configuration goes too (contract 9.3). */
export function stopModel(body: WorkerStartupRequest) {
  return POST<WorkerStartupRequest, boolean>(`${MODEL_BASE}/models/stop`, body);
}

/** Starts a previously created model again (contract 9.4). */
export function startModel(body: WorkerStartupRequest) {
  return POST<WorkerStartupRequest, boolean>(`${MODEL_BASE}/models/start`, body);
}

/** The models the worker managers can start, with their parameter forms (contract 9.5). */
export function getSupportModels() {
  return GET<undefined, SupportedModel[]>(`${MODEL_BASE}/model-types`);
}
