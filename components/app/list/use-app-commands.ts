import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishApp, removeApp, unpublishApp } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import { succeeded } from '@/components/database/request-failure';
import type { App } from '@/contract/app';
import '@/locales/areas/app';

/**
 * Publish, unpublish and delete an app, each telling the user how it went (a failure is told by the
 * request interceptor in the server's words); `onChanged` reloads the list afterwards.
 */
export function useAppCommands(toasts: Toasts, onChanged: () => void) {
  const { t } = useTranslation('app');
  const [busyCode, setBusyCode] = useState<string | null>(null);

  const run = useCallback(
    async (
      app: App,
      request: typeof publishApp | typeof removeApp,
      done: 'actions.published' | 'actions.unpublished' | 'actions.deleted',
    ): Promise<boolean> => {
      setBusyCode(app.app_code);
      const result = await apiInterceptors<unknown>(request({ app_code: app.app_code }));
      setBusyCode(null);
      if (!succeeded(result)) return false;
      toasts.success(t(done, { name: app.app_name }));
      onChanged();
      return true;
    },
    [onChanged, t, toasts],
  );

  const publish = useCallback((app: App) => run(app, publishApp, 'actions.published'), [run]);
  const unpublish = useCallback((app: App) => run(app, unpublishApp, 'actions.unpublished'), [run]);
  const remove = useCallback((app: App) => run(app, removeApp, 'actions.deleted'), [run]);
  return { busyCode, publish, unpublish, remove };
}
