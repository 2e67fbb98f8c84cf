import { BUILD_DEFAULT_LANGUAGE } from '@/locales/i18n';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Inline script placed first in <body> (beside the theme's): sets `<html lang>` to the language the client
 * will choose (`detectLanguage`: saved, else the build default, else the browser's), so the exported HTML's
 * texts, written in both languages, show the right one from the first frame (see `Bilingual`).
 */
export const LANGUAGE_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.language,
)});var b=${JSON.stringify(BUILD_DEFAULT_LANGUAGE ?? '')};var n=window.navigator;var p=(n.languages&&n.languages.length?n.languages:[n.language]).filter(Boolean)[0]||'';var l=s==='en'||s==='zh'?s:b||(p.toLowerCase().indexOf('zh')===0?'zh':'en');document.documentElement.lang=l==='zh'?'zh-CN':'en';}catch(e){}})();`;
