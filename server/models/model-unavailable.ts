import { listOf, localized } from '../i18n/localized-text';
import type { ModelRegistry } from './model-registry';

/** Why a chat cannot start with the model asked for: none configured, or which ones are. */
export async function modelUnavailableMessage(registry: ModelRegistry, requested: string | null | undefined) {
  const names = await registry.listModelNames();
  if (names.length === 0) return localized('chat.noModel');
  return localized('chat.modelUnavailable', { model: String(requested), models: listOf(names) });
}
