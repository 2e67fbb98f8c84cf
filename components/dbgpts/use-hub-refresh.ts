import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listHubSources } from '@/client/api/dbgpts';
import { refreshDbgptsHub } from '@/client/api/plugin';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import { failureReason, succeeded } from '@/components/database/request-failure';
import '@/locales/areas/dbgpts';

/** Why a refresh failed: the server's message and each hub's own last error. */
export interface RefreshFailure {
  message: string;
  hubs: { name: string; error: string }[];
}

/** The hubs' own errors, read quietly: a server without hub settings has none to tell. */
async function hubErrors(): Promise<RefreshFailure['hubs']> {
  try {
    const { data: envelope } = await listHubSources();
    const hubs = envelope.success && Array.isArray(envelope.data) ? envelope.data : [];
    return hubs.flatMap((hub) => (hub.last_error ? [{ name: hub.name, error: hub.last_error }] : []));
  } catch {
    return [];
  }
}

/**
 * "Refresh" (contract 10.7): re-reads every hub. Success is a toast; a failure stays on screen, with the
 * hubs that failed and why, until the user dismisses it. The list reloads either way (other hubs may have
 * been read).
 */
export function useHubRefresh(toast: Pick<Toasts, 'success'>, onRefreshed: () => void) {
  const { t } = useTranslation('dbgpts');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<RefreshFailure | null>(null);

  const refresh = useCallback(async () => {
    setRunning(true);
    setFailure(null);
    const result = await apiInterceptors(refreshDbgptsHub(), '*');
    if (succeeded(result)) {
      setRunning(false);
      toast.success(t('refresh.done'));
    } else {
      const hubs = await hubErrors();
      setRunning(false);
      setFailure({ message: failureReason(result), hubs });
    }
    onRefreshed();
  }, [onRefreshed, t, toast]);

  return { refresh, running, failure, dismiss: useCallback(() => setFailure(null), []) };
}
