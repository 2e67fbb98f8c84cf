import type { ServerLanguage } from '../i18n/language';
import type { LocalizedText } from '../i18n/localized-text';

/**
 * A message written while no request is there (a background run's failure) is stored in both languages
 * and read back in the reader's.
 */
export function storeText(text: LocalizedText): string {
  return JSON.stringify({ en: text.in('en'), zh: text.in('zh') });
}

export function readStoredText(stored: string | null, language: ServerLanguage): string | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value === 'object' && value !== null) {
      const text: unknown = Reflect.get(value, language) ?? Reflect.get(value, 'en');
      if (typeof text === 'string') return text;
    }
  } catch {
    // Not one of ours: shown as it is.
  }
  return stored;
}
