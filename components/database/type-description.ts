import type { TFunction } from 'i18next';
import type { Language } from '@/locales/types';
import type { TypeEntry } from './type-catalogue';

/** A type's description in the user's language: the catalogue's, else the server's, else a generic one. */
export function typeDescription(entry: TypeEntry, t: TFunction<'database'>, language: Language): string {
  if (entry.descriptionKey) return t(entry.descriptionKey);
  return entry.serverDescription[language] ?? t('types.generic.description');
}
