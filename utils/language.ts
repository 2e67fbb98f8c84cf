import { isLanguage, type Language } from '@/locales/types';
import { STORAGE_KEYS } from './storage-keys';

/** Any Chinese variant maps to zh; everything else to en. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  const first = preferred.find(Boolean);
  return first && first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** Saved choice, else the build-time default, else the browser's preferred language. */
export function detectLanguage(buildDefault: Language | undefined): Language {
  const saved = window.localStorage.getItem(STORAGE_KEYS.language);
  if (isLanguage(saved)) return saved;
  if (buildDefault) return buildDefault;
  const preferred = window.navigator.languages?.length
    ? window.navigator.languages
    : [window.navigator.language];
  return languageFromBrowser(preferred);
}

export function saveLanguage(language: Language): void {
  window.localStorage.setItem(STORAGE_KEYS.language, language);
}

/** dayjs names Simplified Chinese zh-cn. */
export function dayjsLocaleOf(language: Language): 'en' | 'zh-cn' {
  return language === 'zh' ? 'zh-cn' : 'en';
}
