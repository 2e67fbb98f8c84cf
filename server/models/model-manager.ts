import type { FastifyBaseLogger } from 'fastify';
import type { ModelInstance, SupportedModel, WorkerStartupRequest } from '@/contract/model';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import type { ModelRepository } from '../repositories/models';
import { createSecretBox, type SecretBox } from '../secrets/secret-box';
import { resolveSecretKey } from '../secrets/secret-key';
import { probeEndpoint } from './endpoint-probe';
import { HealthMonitor, type Clock } from './health-monitor';
import {
  configuredModels,
  endpointFromValues,
  modelKey,
  toModelInstance,
  type ManagedModel,
  type ModelOrigin,
} from './managed-model';
import { createManagedRegistry, type UsableModel } from './managed-registry';
import type { ModelRegistry } from './model-registry';
import { readModelSettings } from './model-params';
import { startRunningModel } from './model-runtime';
import { listSupportedModels } from './model-types';
import type { ModelManagementConfig } from './management-config';
import type { ModelEndpointConfig, ModelsConfig } from './models-config';
import { failureText } from './provider-error';
import { openStoredModel, sealSecretValues, toManagedModel } from './stored-models';

/** The longest a start waits for the endpoint's first answer. */
const START_CHECK_TIMEOUT_MS = 10_000;

export interface ModelManagerOptions {
  models: ModelsConfig;
  repository: ModelRepository;
  secrets: SecretBox;
  /** Where this server listens: the "worker manager" DB-GPT's requests name. */
  host: string;
  port: number;
  healthCheckIntervalMs: number;
  clock?: Clock;
  log: FastifyBaseLogger;
}

type Identity = Pick<WorkerStartupRequest, 'model' | 'worker_type'>;

function notFound({ model, worker_type }: Identity): ApiError {
  return ApiError.notFound(localized('model.notFound', { model, workerType: worker_type }));
}

function nameTaken(name: string, origin: ModelOrigin): ApiError {
  return new ApiError(
    409,
    '409',
    localized(origin === 'config' ? 'model.nameTakenByConfig' : 'model.nameTaken', { name }),
  );
}

/**
 * The models the server runs: those of the environment variables and those added through the model
 * serve API (stored, their secrets sealed). Starts, stops and deletes them, watches their health, and
 * offers the started ones to the chat through `registry`.
 */
export class ModelManager {
  readonly registry: ModelRegistry;
  private readonly models = new Map<string, ManagedModel>();
  private readonly configEndpoints = new Map<string, ModelEndpointConfig>();
  private readonly monitor: HealthMonitor;
  private readonly checkTimeoutMs: number;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ModelManagerOptions) {
    this.checkTimeoutMs = Math.min(options.models.requestTimeoutMs, START_CHECK_TIMEOUT_MS);
    this.monitor = new HealthMonitor({
      intervalMs: options.healthCheckIntervalMs,
      clock: options.clock,
      onChange: (key, state) => {
        const model = this.models.get(key);
        if (!model) return;
        const fields = { model: model.name, workerType: model.workerType };
        if (state.healthy) options.log.info(fields, 'model healthy again');
        else options.log.warn({ ...fields, reason: state.failureReason?.in('en') }, 'model unhealthy');
      },
    });
    this.registry = createManagedRegistry(() => this.usableModels());
  }

  /** Loads the configured and the stored models and starts those that were started. */
  async load(): Promise<void> {
    for (const { model, endpoint } of configuredModels(this.options.models)) {
      const key = modelKey(model.name, model.workerType);
      this.models.set(key, model);
      this.configEndpoints.set(key, endpoint);
      this.run(model, endpoint, false);
    }
    for (const stored of await this.options.repository.list()) {
      const key = modelKey(stored.name, stored.workerType);
      if (this.models.has(key)) {
        this.options.log.warn({ model: stored.name }, 'a configured model hides the stored one of that name');
        continue;
      }
      const opened = await openStoredModel(this.options.secrets, stored, this.options.models.contextTokens);
      this.models.set(key, opened.model);
      if (!stored.started) continue;
      if (opened.endpoint) this.run(opened.model, opened.endpoint, false);
      else {
        opened.model.brokenReason = opened.problem;
        this.options.log.warn(
          { model: stored.name, reason: opened.problem?.in('en') },
          'stored model cannot start',
        );
      }
    }
  }

  /** The models, their failures told in `language`. */
  list(language: ServerLanguage): ModelInstance[] {
    return [...this.models.entries()].map(([key, model]) =>
      toModelInstance(model, model.running ? this.monitor.state(key) : undefined, this.options, language),
    );
  }

  supportedModels(): SupportedModel[] {
    return listSupportedModels(this.options, { contextTokens: this.options.models.contextTokens });
  }

  /** Contract 9.2: validates, checks that the endpoint answers, then stores and starts the model. */
  async create(request: WorkerStartupRequest): Promise<void> {
    const settings = readModelSettings(request, { contextTokens: this.options.models.contextTokens });
    const key = modelKey(settings.name, settings.workerType);
    this.assertNameFree(key, settings.name);
    const endpoint = endpointFromValues(settings.name, settings.providerId, settings.values);
    const checkHealthy = settings.values.check_healthy !== false;
    if (checkHealthy) await this.checkBeforeStart(endpoint, settings.workerType);
    const { plain, sealed } = await sealSecretValues(this.options.secrets, settings);
    await this.exclusive(async () => {
      this.assertNameFree(key, settings.name);
      const row = {
        name: settings.name,
        workerType: settings.workerType,
        provider: settings.providerId,
        params: plain,
        secrets: sealed,
      };
      const inserted = await this.options.repository.insert({
        ...row,
        started: true,
        userName: request.user_name ?? null,
        sysCode: request.sys_code ?? null,
      });
      if (!inserted) throw nameTaken(settings.name, 'stored');
      const model = toManagedModel(row, settings.values, this.options.models.contextTokens);
      this.models.set(key, model);
      this.run(model, endpoint, checkHealthy);
      this.options.log.info({ model: settings.name, provider: settings.providerId }, 'model created');
    });
  }

  /** Contract 9.4: starts a model created earlier, or a configured one that was stopped. */
  async start(request: Identity): Promise<void> {
    const key = modelKey(request.model, request.worker_type);
    const model = this.models.get(key);
    if (!model) throw notFound(request);
    if (model.running) return;
    const endpoint = await this.endpointOf(key, model);
    if (model.checkHealthy) await this.checkBeforeStart(endpoint, model.workerType);
    await this.exclusive(async () => {
      if (this.models.get(key) !== model) throw notFound(request);
      if (model.running) return;
      if (model.origin === 'stored')
        await this.options.repository.setStarted(model.name, model.workerType, true);
      model.brokenReason = undefined;
      this.run(model, endpoint, model.checkHealthy);
    });
  }

  /** Contract 9.3: stops a model, ending its answers in flight; `deleteAfter` also forgets it. */
  async stop(request: Identity, deleteAfter: boolean): Promise<void> {
    await this.exclusive(async () => {
      const key = modelKey(request.model, request.worker_type);
      const model = this.models.get(key);
      if (!model) throw notFound(request);
      if (deleteAfter && model.origin === 'config')
        throw new ApiError(409, '409', localized('model.configuredCannotDelete', { name: model.name }));
      this.monitor.unwatch(key);
      model.running?.stop();
      model.running = undefined;
      model.brokenReason = undefined;
      if (model.origin === 'stored') {
        if (deleteAfter) await this.options.repository.delete(model.name, model.workerType);
        else await this.options.repository.setStarted(model.name, model.workerType, false);
      }
      if (deleteAfter) this.models.delete(key);
    });
  }

  /** Stops the health checks; answers in flight are left to the chat's own shutdown. */
  close(): void {
    this.monitor.close();
  }

  /** The endpoint to start `model` at: the configuration's, or the stored one with its secrets opened. */
  private async endpointOf(key: string, model: ManagedModel): Promise<ModelEndpointConfig> {
    const configured = this.configEndpoints.get(key);
    if (model.origin === 'config' && configured) return configured;
    const stored = await this.options.repository.find(model.name, model.workerType);
    if (!stored) throw notFound({ model: model.name, worker_type: model.workerType });
    const opened = await openStoredModel(this.options.secrets, stored, this.options.models.contextTokens);
    if (opened.endpoint) return opened.endpoint;
    const problem = opened.problem ?? localized('http.internal');
    throw new ApiError(
      500,
      SERVER_ERROR_CODES.internal,
      localized('model.cannotStart', { name: model.name, problem }),
    );
  }

  private run(model: ManagedModel, endpoint: ModelEndpointConfig, justChecked: boolean): void {
    model.running = startRunningModel(endpoint, model.workerType, {
      contextTokens: model.contextTokens,
      requestTimeoutMs: this.options.models.requestTimeoutMs,
    });
    if (!model.checkHealthy) return;
    const timeoutMs = this.checkTimeoutMs;
    this.monitor.watch(
      modelKey(model.name, model.workerType),
      (signal) => probeEndpoint(endpoint, model.workerType, { timeoutMs, signal }),
      { justChecked },
    );
  }

  /** A start first sees the endpoint answer, so a wrong key or address is told at once. */
  private async checkBeforeStart(endpoint: ModelEndpointConfig, workerType: Identity['worker_type']) {
    try {
      await probeEndpoint(endpoint, workerType, { timeoutMs: this.checkTimeoutMs });
    } catch (error) {
      throw new ApiError(502, SERVER_ERROR_CODES.internal, failureText(error));
    }
  }

  private assertNameFree(key: string, name: string): void {
    const existing = this.models.get(key);
    if (existing) throw nameTaken(name, existing.origin);
  }

  /** The started models, in listing order, each marked healthy or not. */
  private usableModels(): UsableModel[] {
    return [...this.models.entries()].flatMap(([key, model]) =>
      model.running
        ? [{ model, running: model.running, healthy: this.monitor.state(key)?.healthy ?? true }]
        : [],
    );
  }

  /** Runs changes one at a time, so a stop never interleaves with the create or start of the same model. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** What the model manager reads of the server's configuration (`config.ts` reads the environment). */
export interface ModelServerConfig {
  models: ModelsConfig;
  host: string;
  port: number;
  dataDir: string;
  modelManagement: ModelManagementConfig;
}

/** The server's one secret box: sealed with `DBGPT_SECRET_KEY` or the data folder's key file. */
export function createServerSecretBox(
  config: Pick<ModelServerConfig, 'dataDir' | 'modelManagement'>,
): SecretBox {
  return createSecretBox(() => resolveSecretKey(config.modelManagement.secretKey, config.dataDir));
}

/**
 * The manager of a server, sealing model keys in the server's secret box.
 * Call `load()` to start the models, and `close()` when the server closes.
 */
export function createModelManager(
  config: ModelServerConfig,
  repository: ModelRepository,
  log: FastifyBaseLogger,
  secrets: SecretBox = createServerSecretBox(config),
): ModelManager {
  return new ModelManager({
    models: config.models,
    repository,
    secrets,
    host: config.host,
    port: config.port,
    healthCheckIntervalMs: config.modelManagement.healthCheckIntervalMs,
    log,
  });
}
