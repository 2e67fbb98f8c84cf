import type { ChatModel, EmbeddingModel } from './chat-model';
import type { ManagedModel } from './managed-model';
import type { ModelRegistry } from './model-registry';
import type { RunningModel } from './model-runtime';

/** A started model as the registry sees it. */
export interface UsableModel {
  model: ManagedModel;
  running: RunningModel;
  healthy: boolean;
}

/**
 * The chat's view of the managed models. The list (`GET /api/v1/model/types`) holds the healthy started
 * LLMs; a chat naming a started but unhealthy model still reaches it, so the user reads the provider's
 * own error rather than "not available". Without a name, the first healthy model (else the first started).
 */
export function createManagedRegistry(usable: () => UsableModel[]): ModelRegistry {
  function pick<T extends ChatModel | EmbeddingModel>(
    select: (running: RunningModel) => T | undefined,
    name: string | null | undefined,
  ): T | undefined {
    const candidates = usable().flatMap((entry) => {
      const model = select(entry.running);
      return model ? [{ model, healthy: entry.healthy }] : [];
    });
    if (name) return candidates.find((candidate) => candidate.model.name === name)?.model;
    return (candidates.find((candidate) => candidate.healthy) ?? candidates[0])?.model;
  }
  return {
    async listModelNames() {
      const names = usable()
        .filter((entry) => entry.healthy && entry.running.chat)
        .map((entry) => entry.model.name);
      return [...new Set(names)];
    },
    async getChatModel(name) {
      return pick((running) => running.chat, name);
    },
    async getEmbeddingModel(name) {
      return pick((running) => running.embedding, name);
    },
  };
}
