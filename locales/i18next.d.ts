import 'i18next';
import type { EnglishResources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
