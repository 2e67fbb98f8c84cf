import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addHubSource, listHubSources, removeHubSource } from '@/client/api/dbgpts';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { HubSource, HubSourceCreate } from '@/contract/hub';
import '@/locales/areas/dbgpts';

export type HubSourcesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; hubs: HubSource[] };

/** The configured hubs (`hub/sources`), with add and remove, each told as a toast. */
export function useHubSources(
  open: boolean,
  toast: Pick<Toasts, 'success' | 'error'>,
  onChanged: () => void,
) {
  const { t } = useTranslation('dbgpts');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HubSourcesState>({ status: 'loading' });
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void apiInterceptors(listHubSources()).then(([error, hubs, envelope]) => {
      if (!live) return;
      setState(!error && envelope?.success ? { status: 'ready', hubs: hubs ?? [] } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [open, attempt]);

  const add = useCallback(
    async (body: HubSourceCreate): Promise<boolean> => {
      const result = await apiInterceptors(addHubSource(body), '*');
      if (!succeeded(result)) {
        toast.error(t('hubs.add_failed', { reason: failureReason(result) }));
        return false;
      }
      toast.success(t('hubs.added', { name: result[1]?.name ?? body.name ?? body.url }));
      reload();
      onChanged();
      return true;
    },
    [onChanged, reload, t, toast],
  );

  const remove = useCallback(
    async (hub: HubSource) => {
      const result = await apiInterceptors(removeHubSource(hub.id), '*');
      if (succeeded(result)) {
        toast.success(t('hubs.removed', { name: hub.name }));
        reload();
        onChanged();
      } else {
        toast.error(t('hubs.remove_failed', { name: hub.name, reason: failureReason(result) }));
      }
    },
    [onChanged, reload, t, toast],
  );

  return { state, reload, add, remove };
}
