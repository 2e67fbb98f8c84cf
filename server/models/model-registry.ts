import type { ChatModel, EmbeddingModel } from './chat-model';
import type { ModelsConfig } from './models-config';
import { createOpenAICompatibleChatModel, createOpenAICompatibleEmbeddingModel } from './openai-compatible';

/**
 * Where models come from, for registries built from sources (tests, tools). The server itself uses the
 * ModelManager's registry (managed-registry.ts), which also holds the models added through the API.
 */
export interface ModelSource {
  listChatModels(): Promise<readonly ChatModel[]>;
  listEmbeddingModels(): Promise<readonly EmbeddingModel[]>;
}

/**
 * The models the server can chat with. `GET /api/v1/model/types` lists `listModelNames()`, the first being
 * the client's default; `getChatModel()` without a name answers that default.
 */
export interface ModelRegistry {
  listModelNames(): Promise<string[]>;
  /** The named chat model, or the default one; undefined when it is not configured. */
  getChatModel(name?: string | null): Promise<ChatModel | undefined>;
  getEmbeddingModel(name?: string | null): Promise<EmbeddingModel | undefined>;
}

/** The configured models (environment variables) as a source. */
export function configuredModelSource(config: ModelsConfig): ModelSource {
  const options = { contextTokens: config.contextTokens, requestTimeoutMs: config.requestTimeoutMs };
  const chatModels = config.llm ? [createOpenAICompatibleChatModel(config.llm, options)] : [];
  const embeddingModels = config.embedding
    ? [createOpenAICompatibleEmbeddingModel(config.embedding, options)]
    : [];
  return {
    async listChatModels() {
      return chatModels;
    },
    async listEmbeddingModels() {
      return embeddingModels;
    },
  };
}

function pick<T extends { name: string }>(models: readonly T[], name?: string | null): T | undefined {
  return name ? models.find((model) => model.name === name) : models[0];
}

/** A registry over several sources; earlier sources win when two offer the same name. */
export function createModelRegistry(sources: readonly ModelSource[] = []): ModelRegistry {
  async function chatModels(): Promise<ChatModel[]> {
    const lists = await Promise.all(sources.map((source) => source.listChatModels()));
    const seen = new Set<string>();
    return lists.flat().filter((model) => !seen.has(model.name) && Boolean(seen.add(model.name)));
  }
  async function embeddingModels(): Promise<EmbeddingModel[]> {
    const lists = await Promise.all(sources.map((source) => source.listEmbeddingModels()));
    return lists.flat();
  }
  return {
    async listModelNames() {
      return (await chatModels()).map((model) => model.name);
    },
    async getChatModel(name) {
      return pick(await chatModels(), name);
    },
    async getEmbeddingModel(name) {
      return pick(await embeddingModels(), name);
    },
  };
}
