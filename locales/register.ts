import i18n from './i18n';
import type { EnglishResources } from './en';
import type { Messages } from './types';

export type AreaNamespace = Exclude<keyof EnglishResources, CoreNamespace>;
export type CoreNamespace = 'common' | 'layout';

/**
 * Adds an area's texts in both languages. The app shell bundles only the core namespaces; each area's
 * texts travel with the screens that use them, so the bundle every page shares does not grow with the product.
 */
export function registerNamespace<N extends AreaNamespace>(
  namespace: N,
  en: EnglishResources[N],
  zh: Messages<EnglishResources[N]>,
): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('zh', namespace, zh, true, true);
}
