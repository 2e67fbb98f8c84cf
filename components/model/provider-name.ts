import type { TFunction } from 'i18next';
import { model as englishTexts } from '@/locales/en/model';

type ProviderKey = keyof typeof englishTexts.providers;

function isProviderKey(key: string): key is ProviderKey {
  return Object.hasOwn(englishTexts.providers, key);
}

/** `proxy/acme-cloud` → "Acme Cloud": an id no translation knows, in a form people can read. */
function readableId(id: string): string {
  const words = id
    .replace(/^proxy\//, '')
    .split(/[\s/_.-]+/)
    .filter(Boolean);
  if (words.length === 0) return id;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * A provider id (`proxy/openai`, `llama.cpp`) as people know it, in their language; ids no translation knows
 * are shown in a readable form of the id.
 */
export function providerName(id: string | null | undefined, t: TFunction<'model'>): string {
  if (!id) return '';
  const key = id.replace(/^proxy\//, '').replace(/[-.]/g, '_');
  return isProviderKey(key) ? t(`providers.${key}`) : readableId(id);
}
