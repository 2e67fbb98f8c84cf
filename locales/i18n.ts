import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common as enCommon } from './en/common';
import { layout as enLayout } from './en/layout';
import type { Language } from './types';
import { common as zhCommon } from './zh/common';
import { layout as zhLayout } from './zh/layout';

/** Build-time default language, when one was set; it wins over the browser's preference. */
export const BUILD_DEFAULT_LANGUAGE: Language | undefined =
  process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'zh' || process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'en'
    ? process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE
    : undefined;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    // Only the shell's namespaces; areas add theirs through locales/areas/* (see register.ts).
    resources: {
      en: { common: enCommon, layout: enLayout },
      zh: { common: zhCommon, layout: zhLayout },
    },
    partialBundledLanguages: true,
    lng: BUILD_DEFAULT_LANGUAGE ?? 'en',
    fallbackLng: 'en',
    ns: ['common', 'layout'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

export default i18n;
