import type { TFunction } from 'i18next';
import { model as englishTexts } from '@/locales/en/model';

type ProviderKey = keyof typeof englishTexts.providers;

function isProviderKey(key: string): key is ProviderKey {
  return Object.hasOwn(englishTexts.providers, key);
}

/** A provider id (`proxy/openai`) as people know it, in their language; unknown ids are shown as they are. */
export function providerName(id: string | null | undefined, t: TFunction<'model'>): string {
  if (!id) return '';
  const key = id.replace(/^proxy\//, '').replace(/-/g, '_');
  return isProviderKey(key) ? t(`providers.${key}`) : id;
}
