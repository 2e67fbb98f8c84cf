import i18next from 'i18next';
import { isLanguage } from '@/locales/types';

/**
 * `Accept-Language` with the language chosen in the app, read when a request goes out, so the server's
 * messages (errors, stream failures) come in the language the screens are in. Before i18n has started,
 * nothing: the browser's own header goes.
 */
export function languageHeader(): { 'Accept-Language': string } | Record<string, never> {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? { 'Accept-Language': language } : {};
}
