import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@/contract/app';
import { builtinApps as englishBuiltinApps } from '@/locales/en/builtin-apps';
import '@/locales/areas/builtin-apps';

/**
 * The built-in apps (one per native scene) as the server seeds them: the English texts are exactly the
 * seeded name and description, so they also tell whether a builder has changed them.
 */
const BUILT_IN_APPS = englishBuiltinApps;

export type BuiltInAppCode = keyof typeof BUILT_IN_APPS;

const isBuiltIn = (code: string): code is BuiltInAppCode => Object.hasOwn(BUILT_IN_APPS, code);

export interface AppText {
  name: string;
  describe: string;
}

type NamedApp = Pick<App, 'app_code' | 'app_name' | 'app_describe'>;

/**
 * An app's name and description in the reader's language: a built-in app's own texts are translated; what a
 * builder wrote (or changed on a built-in app) is shown as written.
 */
export function useAppText(): (app: NamedApp) => AppText {
  const { t } = useTranslation('builtinApps');
  return useCallback(
    (app: NamedApp) => {
      const code = app.app_code;
      const describe = app.app_describe ?? '';
      if (!isBuiltIn(code)) return { name: app.app_name, describe };
      const builtIn = BUILT_IN_APPS[code];
      return {
        name: app.app_name === builtIn.name ? t(`${code}.name`) : app.app_name,
        describe: describe === builtIn.describe ? t(`${code}.describe`) : describe,
      };
    },
    [t],
  );
}
