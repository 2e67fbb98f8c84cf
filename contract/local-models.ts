import { z } from 'zod';

/** The protocols a local model server is probed with: Ollama's own, or OpenAI's model list. */
export const LOCAL_MODEL_KINDS = ['ollama', 'openai'] as const;
export const localModelKindSchema = z.enum(LOCAL_MODEL_KINDS);
export type LocalModelKind = z.infer<typeof localModelKindSchema>;

/**
 * `GET /api/v1/local-models` (our addition, issue 33): a model server found answering on this machine,
 * with what the create-model API needs to add one of its models.
 */
export const localModelServerSchema = z.object({
  kind: localModelKindSchema,
  port: z.number().int(),
  /** The provider id to create its models with (`proxy/ollama`, `proxy/openai-compatible`). */
  provider: z.string(),
  /** The base URL to create its models with, e.g. `http://127.0.0.1:11434/v1`. */
  api_base: z.string(),
  /** The model ids it lists. */
  models: z.array(z.string()),
});
export type LocalModelServer = z.infer<typeof localModelServerSchema>;

export const localModelServersSchema = z.array(localModelServerSchema);
