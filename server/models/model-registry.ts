/**
 * The models the server can chat with. A stub until the chat work configures real models:
 * `GET /api/v1/model/types` lists what `listModelNames` returns, the first being the client's default.
 */
export interface ModelRegistry {
  listModelNames(): Promise<string[]>;
}

export function createModelRegistry(modelNames: readonly string[] = []): ModelRegistry {
  return {
    async listModelNames() {
      return [...modelNames];
    },
  };
}
