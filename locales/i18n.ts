import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common as enCommon } from './en/common';
import { layout as enLayout } from './en/layout';
import { request as enRequest } from './en/request';
import type { Language } from './types';
import { common as zhCommon } from './zh/common';
import { layout as zhLayout } from './zh/layout';
import { request as zhRequest } from './zh/request';

/** Build-time default language, when one was set; it wins over the browser's preference. */
export const BUILD_DEFAULT_LANGUAGE: Language | undefined =
  process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'zh' || process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE === 'en'
    ? process.env.NEXT_PUBLIC_DEFAULT_LANGUAGE
    : undefined;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    // Only the shell's namespaces; areas add theirs through locales/areas/* (see register.ts).
    resources: {
      en: { common: enCommon, layout: enLayout, request: enRequest },
      zh: { common: zhCommon, layout: zhLayout, request: zhRequest },
    },
    partialBundledLanguages: true,
    lng: BUILD_DEFAULT_LANGUAGE ?? 'en',
    fallbackLng: 'en',
    ns: ['common', 'layout', 'request'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

export default i18n;
