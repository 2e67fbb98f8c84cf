import type { ActiveTurns } from './chat/runtime/active-turns';
import type { DatasourceServices } from './datasources/datasource-service';
import type { FileStore } from './files/file-store';
import type { FlowVariableResolver } from './flows/runtime/flow-variables';
import type { JobTiming } from './jobs/job-worker';
import type { KnowledgeServices } from './knowledge/services';
import type { ModelRegistry } from './models/model-registry';
import type { Repositories } from './repositories';
import type { SecretBox } from './secrets/secret-box';

/** What every route plugin receives as its options: routes reach storage only through repositories. */
export interface RouteContext {
  repositories: Repositories;
  modelRegistry: ModelRegistry;
  /** Uploaded files' bytes on disk; their metadata lives in `repositories.files`. */
  fileStore: FileStore;
  knowledge: KnowledgeServices;
  datasources: DatasourceServices;
  /** The chat answers being streamed: stopped by terminate, delete, shutdown and disabling their user. */
  activeTurns: ActiveTurns;
  /** Limits of flow runs (`FLOW_RUN_TIMEOUT_MS`); absent means the defaults. */
  flowRuns?: { timeoutMs: number };
  /** The server's secret box (model keys, plugin secrets); absent in contexts that store no secret. */
  secrets?: SecretBox;
  /** Resolves `${...}` references when a flow runs (the stored variables); absent: they stay as written. */
  flowVariables?: FlowVariableResolver;
  /** Limits of installed tools' calls (`TOOL_CALL_TIMEOUT_MS`); absent means the defaults. */
  toolCalls?: { timeoutMs: number };
  /** Leases and polling of the background work's queue (`JOB_LEASE_SECONDS`…); absent means the defaults. */
  jobTiming?: JobTiming;
}
