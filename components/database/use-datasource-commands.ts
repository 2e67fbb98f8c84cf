import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDatasource, refreshDatasource } from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import type { Toasts } from '@/components/common/plain/toasts';
import type { DatasourceView } from './datasource-view';
import { failureReason, succeeded } from './request-failure';
import '@/locales/areas/database';

/** Refresh (and the first read after adding) and delete from a type's drawer, each told as a toast naming the data source. */
export function useDatasourceCommands(toast: Pick<Toasts, 'success' | 'error'>, onChanged: () => void) {
  const { t } = useTranslation('database');
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(() => new Set());

  /** Re-reads the schema (`first`: of a data source just added, read for the first time). */
  const read = useCallback(
    async (source: DatasourceView, first: boolean) => {
      setRefreshing((ids) => new Set(ids).add(source.id));
      const result = await apiInterceptors(refreshDatasource(source.id), '*');
      setRefreshing((ids) => {
        const next = new Set(ids);
        next.delete(source.id);
        return next;
      });
      const words = { name: source.displayName, reason: failureReason(result) };
      if (succeeded(result)) toast.success(t(first ? 'item.schema_read' : 'item.refreshed', words));
      else toast.error(t(first ? 'item.schema_read_failed' : 'item.refresh_failed', words));
    },
    [t, toast],
  );
  const refresh = useCallback((source: DatasourceView) => read(source, false), [read]);
  const readSchema = useCallback((source: DatasourceView) => read(source, true), [read]);

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

  return { refresh, readSchema, remove, isRefreshing: (source: DatasourceView) => refreshing.has(source.id) };
}
