import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDatasource, refreshDatasource } from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import type { DatasourceView } from './datasource-view';
import { failureReason, succeeded } from './request-failure';
import '@/locales/areas/database';

/** Refresh and delete from a type's drawer, each told as a toast naming the data source. */
export function useDatasourceCommands(toast: Pick<Toasts, 'success' | 'error'>, onChanged: () => void) {
  const { t } = useTranslation('database');
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(() => new Set());

  const refresh = useCallback(
    async (source: DatasourceView) => {
      setRefreshing((ids) => new Set(ids).add(source.id));
      const result = await apiInterceptors(refreshDatasource(source.id), '*');
      setRefreshing((ids) => {
        const next = new Set(ids);
        next.delete(source.id);
        return next;
      });
      if (succeeded(result)) toast.success(t('item.refreshed', { name: source.displayName }));
      else toast.error(t('item.refresh_failed', { name: source.displayName, reason: failureReason(result) }));
    },
    [t, toast],
  );

  const remove = useCallback(
    async (source: DatasourceView) => {
      const result = await apiInterceptors(deleteDatasource(source.id), '*');
      if (succeeded(result)) {
        toast.success(t('delete.done', { name: source.displayName }));
        onChanged();
      } else {
        toast.error(t('delete.failed', { name: source.displayName, reason: failureReason(result) }));
      }
    },
    [t, toast, onChanged],
  );

  return { refresh, remove, isRefreshing: (source: DatasourceView) => refreshing.has(source.id) };
}
