import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources, type Language } from './index';

/** Build-time default language, when one was set; it wins over the browser's preference. */
export const BUILD_DEFAULT_LANGUAGE: Language | undefined =
  process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'zh' || process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'en'
    ? process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE
    : undefined;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: BUILD_DEFAULT_LANGUAGE ?? 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

export default i18n;
