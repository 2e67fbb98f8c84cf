import type { EmbeddingModel } from '../../models/chat-model';
import type { ModelRegistry } from '../../models/model-registry';
import type { SpaceRef } from '../pipeline';

/**
 * The embedding model a space uses: the one its arguments name (`embedding.model`) when the server has it,
 * else the server's default embedding model; undefined when there is none (full-text only).
 */
export async function spaceEmbeddingModel(
  models: ModelRegistry,
  space: SpaceRef,
): Promise<EmbeddingModel | undefined> {
  const named = space.arguments.embedding?.model?.trim();
  const chosen = named ? await models.getEmbeddingModel(named) : undefined;
  return chosen ?? (await models.getEmbeddingModel());
}

/** The text a chunk's vector is made from: its content and the questions it answers. */
export function embeddingText(content: string, questions: readonly string[]): string {
  return [content, ...questions].join('\n');
}
