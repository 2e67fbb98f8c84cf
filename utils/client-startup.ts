import i18n, { BUILD_DEFAULT_LANGUAGE } from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { detectLanguage } from './language';
import { readInitialTheme, type ThemeMode } from './theme';
import { writeStartupProfile } from './user-profile';

export interface StartupState {
  language: Language;
  mode: ThemeMode;
}

/**
 * Runs once in the browser before React renders anything: the user profile and its timestamp
 * are written, and the language is set so the first frame is already in the right language.
 */
export function startClient(): StartupState {
  writeStartupProfile();
  const language = detectLanguage(BUILD_DEFAULT_LANGUAGE);
  void i18n.changeLanguage(language);
  return { language, mode: readInitialTheme() };
}
