import { useCallback, useState } from 'react';
import { getDatasource, getDatasourceSchema, refreshDatasource } from '@/client/api/datasource';
import { apiInterceptors } from '@/client/envelope';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import { useAreaList } from '@/components/construct/use-area-list';
import type { Datasource, DatasourceSchemaProfile } from '@/contract/datasource';
import { toDatasourceView, type DatasourceView } from '../datasource-view';
import { failureReason, succeeded } from '../request-failure';

export interface SchemaData {
  /** null: the server knows no data source with this id. */
  source: DatasourceView | null;
  /** null: nothing stored yet (or a server that keeps no profile to browse). */
  profile: DatasourceSchemaProfile | null;
}

interface Loaded {
  source: Datasource | null;
  profile: DatasourceSchemaProfile | null;
}

async function loadSchema(id: string): Promise<AreaOutcome<Loaded>> {
  const [source, profile] = await Promise.all([
    requestAreaList(getDatasource(id)),
    requestAreaList(getDatasourceSchema(id)),
  ]);
  if (source.status === 'error' || profile.status === 'error') return { status: 'error' };
  // A missing schema route or profile is "nothing stored yet": Refresh is still worth offering.
  return {
    status: 'ready',
    data: {
      source: source.status === 'ready' ? (source.data ?? null) : null,
      profile: profile.status === 'ready' ? (profile.data ?? null) : null,
    },
  };
}

const toSchemaData = (data: Loaded | undefined): SchemaData => ({
  source: data?.source ? toDatasourceView(data.source) : null,
  profile: data?.profile && Array.isArray(data.profile.tables) ? data.profile : null,
});

export type RefreshState = { status: 'idle' | 'running' | 'done' } | { status: 'failed'; reason: string };

/** A data source's stored schema, and "Refresh schema": re-read by the server, then loaded again. */
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
    setRefresh({ status: 'done' });
    setGeneration((count) => count + 1);
  }, [id]);

  return { state, retry, refresh, runRefresh };
}
