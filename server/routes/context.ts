import type { DatasourceServices } from '../datasources/datasource-service';
import type { FileStore } from '../files/file-store';
import type { KnowledgeServices } from '../knowledge/services';
import type { ModelRegistry } from '../models/model-registry';
import type { Repositories } from '../repositories';

/** What every route plugin receives as its options: routes reach storage only through repositories. */
export interface RouteContext {
  repositories: Repositories;
  modelRegistry: ModelRegistry;
  /** Uploaded files' bytes on disk; their metadata lives in `repositories.files`. */
  fileStore: FileStore;
  knowledge: KnowledgeServices;
  datasources: DatasourceServices;
  /** Limits of flow runs (`FLOW_RUN_TIMEOUT_MS`); absent means the defaults. */
  flowRuns?: { timeoutMs: number };
  /** Limits of installed tools' calls (`TOOL_CALL_TIMEOUT_MS`); absent means the defaults. */
  toolCalls?: { timeoutMs: number };
}
