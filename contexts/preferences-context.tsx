import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import { saveLanguage } from '@/utils/language';
import { applyTheme, saveTheme, type ThemeMode } from '@/utils/theme';

interface PreferencesValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
  language: Language;
  setLanguage: (language: Language) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

interface PreferencesProviderProps {
  initialMode: ThemeMode;
  initialLanguage: Language;
  children: ReactNode;
}

/**
 * Theme and language: saved on change, applied to the body class, i18next and antd. Screens that show
 * dates move dayjs to the language themselves (utils/dayjs-locale.ts), so the others never load it.
 */
export function PreferencesProvider({ initialMode, initialLanguage, children }: PreferencesProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(initialMode);
  const [language, setLanguageState] = useState<Language>(initialLanguage);

  useEffect(() => applyTheme(mode), [mode]);

  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  const setMode = useCallback((next: ThemeMode) => {
    saveTheme(next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const setLanguage = useCallback((next: Language) => {
    saveLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, setMode, toggleMode, language, setLanguage }),
    [mode, setMode, toggleMode, language, setLanguage],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}
