import i18next from 'i18next';
import { NAMESPACES, resources, type Language } from '@/locales';

/** Initialises the global i18next instance the client modules translate with. */
export async function useTestLanguage(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.init({
      resources,
      lng: language,
      fallbackLng: 'en',
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
}
