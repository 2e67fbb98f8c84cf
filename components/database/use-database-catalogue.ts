import { useState } from 'react';
import { getDatasources, getDatasourceTypes } from '@/client/api/datasource';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import type { Datasource, DatasourceType } from '@/contract/datasource';
import { buildTypeEntries, type TypeEntry } from './type-catalogue';

interface CatalogueData {
  /** null: the server does not describe its types (DB-GPT before v0.7). */
  types: DatasourceType[] | null;
  sources: Datasource[];
}

async function loadCatalogue(): Promise<AreaOutcome<CatalogueData>> {
  const [types, sources] = await Promise.all([
    requestAreaList(getDatasourceTypes()),
    requestAreaList(getDatasources()),
  ]);
  if (sources.status !== 'ready') return sources;
  const described = types.status === 'ready' ? (types.data?.types ?? null) : null;
  return {
    status: 'ready',
    data: { types: described, sources: Array.isArray(sources.data) ? sources.data : [] },
  };
}

const toEntries = (data: CatalogueData | undefined): TypeEntry[] =>
  data ? buildTypeEntries(data.types, data.sources) : [];

/**
 * The type grid's data: the server's types and datasources, loaded together (`reload` after a change keeps
 * the grid on screen), searched here by type and by connection.
 */
export function useDatabaseCatalogue(translate: (entry: TypeEntry) => string) {
  const [search, setSearch] = useState('');
  const [generation, setGeneration] = useState(0);
  const { state, retry } = useAreaList(`catalogue:${generation}`, loadCatalogue, toEntries);
  const entries = state.status === 'ready' ? state.data : [];
  const shown = entries.filter(
    (entry) =>
      matchesQuery(search, [entry.name, entry.label, translate(entry)]) ||
      entry.sources.some((source) =>
        matchesQuery(search, [source.displayName, source.name, source.address, source.path]),
      ),
  );
  const total = entries.reduce((sum, entry) => sum + entry.sources.length, 0);
  return {
    state,
    retry,
    reload: () => setGeneration((count) => count + 1),
    search,
    setSearch,
    entries,
    shown,
    total,
  };
}
