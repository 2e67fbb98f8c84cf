import type { ModelInstance, WorkerType } from '@/contract/model';
import type { ServerLanguage } from '../i18n/language';
import type { LocalizedText } from '../i18n/localized-text';
import { maskSecret } from '../secrets/mask';
import type { HealthState } from './health-monitor';
import type { ModelsConfig, ModelEndpointConfig } from './models-config';
import type { RunningModel } from './model-runtime';
import type { ParamValues } from './model-params';

/** Where a model's settings come from: environment variables, or this API (the database). */
export type ModelOrigin = 'config' | 'stored';

/** A model the server knows, started or not. */
export interface ManagedModel {
  name: string;
  workerType: WorkerType;
  provider: string;
  origin: ModelOrigin;
  /** The parameters as clients see them: secrets masked. */
  shownParams: Record<string, unknown>;
  checkHealthy: boolean;
  contextTokens: number;
  /** Present while started. */
  running?: RunningModel;
  /** Started, yet unable to run (e.g. its key cannot be decrypted): why. Never set while `running`. */
  brokenReason?: LocalizedText;
}

export function modelKey(name: string, workerType: WorkerType): string {
  return JSON.stringify([workerType, name]);
}

export function isStarted(model: ManagedModel): boolean {
  return model.running !== undefined || model.brokenReason !== undefined;
}

/** The endpoint a model's validated parameters describe. */
export function endpointFromValues(
  name: string,
  provider: ModelEndpointConfig['provider'],
  values: ParamValues,
) {
  const text = (key: string) =>
    typeof values[key] === 'string' && values[key] !== '' ? values[key] : undefined;
  const endpoint: ModelEndpointConfig = {
    name,
    provider,
    baseUrl: text('api_base') ?? '',
    apiKey: text('api_key') ?? null,
  };
  const backend = text('backend');
  if (backend) endpoint.backend = backend;
  return endpoint;
}

/** The models of the environment variables, as the Models screen lists them. */
export function configuredModels(
  config: ModelsConfig,
): { model: ManagedModel; endpoint: ModelEndpointConfig }[] {
  const entries: [ModelEndpointConfig | null, WorkerType][] = [
    [config.llm, 'llm'],
    [config.embedding, 'text2vec'],
  ];
  return entries.flatMap(([endpoint, workerType]) => {
    if (!endpoint) return [];
    const shownParams: Record<string, unknown> = {
      name: endpoint.name,
      provider: endpoint.provider,
      api_base: endpoint.baseUrl,
      api_key: maskSecret(endpoint.apiKey ?? ''),
      ...(workerType === 'llm' ? { context_length: config.contextTokens } : {}),
    };
    const model: ManagedModel = {
      name: endpoint.name,
      workerType,
      provider: endpoint.provider,
      origin: 'config',
      shownParams,
      checkHealthy: true,
      contextTokens: config.contextTokens,
    };
    return [{ model, endpoint }];
  });
}

/** Contract 9.1 plus our additions (provider, source, started, failure_reason, params). */
export function toModelInstance(
  model: ManagedModel,
  health: HealthState | undefined,
  manager: { host: string; port: number },
  language: ServerLanguage,
): ModelInstance {
  const started = isStarted(model);
  const failure = model.brokenReason ?? (health && !health.healthy ? health.failureReason : null);
  return {
    model_name: model.name,
    worker_type: model.workerType,
    host: manager.host,
    port: manager.port,
    manager_host: manager.host,
    manager_port: manager.port,
    healthy: started && failure === null,
    check_healthy: model.checkHealthy,
    prompt_template: null,
    last_heartbeat: health?.lastHeartbeat?.toISOString() ?? null,
    provider: model.provider,
    source: model.origin,
    started,
    failure_reason: started && failure ? failure.in(language) : null,
    params: model.shownParams,
  };
}
