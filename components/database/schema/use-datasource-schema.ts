import { useCallback, useState } from 'react';
import { refreshDatasource } from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import { useAreaList } from '@/components/construct/use-area-list';
import { toDatasourceView, type DatasourceView } from '../datasource-view';
import { failureReason, succeeded } from '../request-failure';
import { loadSchema, type LoadedSchema, type SchemaRead } from './schema-reader';

export interface SchemaData {
  /** null: the server knows no data source with this id. */
  source: DatasourceView | null;
  schema: SchemaRead;
}

const toSchemaData = (data: LoadedSchema | undefined): SchemaData => ({
  source: data?.source ? toDatasourceView(data.source) : null,
  schema: data?.schema ?? { kind: 'none' },
});

export type RefreshState = { status: 'idle' | 'running' | 'done' } | { status: 'failed'; reason: string };

/** Whether a schema was read: a stored profile or a live read; "nothing stored" and "cannot read" are not. */
export const schemaWasRead = (schema: SchemaRead) => schema.kind === 'stored' || schema.kind === 'live';

/** A data source's schema, and "Refresh schema": re-read by the server, then loaded again. */
export function useDatasourceSchema(id: string) {
  const [generation, setGeneration] = useState(0);
  const { state, retry } = useAreaList(`schema:${id}:${generation}`, () => loadSchema(id), toSchemaData);
  const [refresh, setRefresh] = useState<RefreshState>({ status: 'idle' });

  const runRefresh = useCallback(async () => {
    setRefresh({ status: 'running' });
    const result = await apiInterceptors(refreshDatasource(id), '*');
    if (!succeeded(result)) {
      setRefresh({ status: 'failed', reason: failureReason(result) });
      return;
    }
    // "Done" is said by the page only once the reloaded schema shows what was read.
    setRefresh({ status: 'done' });
    setGeneration((count) => count + 1);
  }, [id]);

  return { state, retry, refresh, runRefresh };
}
