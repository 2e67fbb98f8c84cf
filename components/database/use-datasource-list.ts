import { useState } from 'react';
import { getDatasources } from '@/client/api/datasource';
import { requestAreaList } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import type { Datasource } from '@/contract/datasource';
import { toDatasourceView, typeCounts, type DatasourceView } from './datasource-view';

export function toDatasourceViews(data: Datasource[] | undefined): DatasourceView[] {
  return Array.isArray(data) ? data.map(toDatasourceView) : [];
}

/** Every datasource of the server at once (contract 8.1: a plain array), filtered by type and searched here. */
export function useDatasourceList() {
  const [search, setSearch] = useState('');
  /** A type the server names, or '' for all of them. */
  const [type, setType] = useState('');
  const { state, retry } = useAreaList(
    'datasources',
    () => requestAreaList(getDatasources()),
    toDatasourceViews,
  );
  const sources = state.status === 'ready' ? state.data : [];
  const shown = sources.filter(
    (source) =>
      (!type || source.type === type) &&
      matchesQuery(search, [source.name, source.typeLabel, source.description, source.address, source.path]),
  );
  return {
    state,
    retry,
    search,
    setSearch,
    type,
    setType,
    types: typeCounts(sources),
    shown,
    total: sources.length,
  };
}
