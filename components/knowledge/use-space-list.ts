import { useState } from 'react';
import { getSpaceList } from '@/client/api/knowledge';
import { requestAreaList } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import type { Space } from '@/contract/knowledge';

export function toSpaces(data: Space[] | undefined): Space[] {
  return Array.isArray(data) ? data : [];
}

/**
 * Every knowledge space of the server at once (contract 4.17: no paging). Its filters match names exactly,
 * so the search runs here, over names, descriptions and owners.
 */
export function useSpaceList() {
  const [search, setSearch] = useState('');
  const { state, retry } = useAreaList('spaces', () => requestAreaList(getSpaceList({})), toSpaces);
  const spaces = state.status === 'ready' ? state.data : [];
  const shown = spaces.filter((space) =>
    matchesQuery(search, [space.name, space.desc, space.owner, space.owner_name]),
  );
  return { state, retry, search, setSearch, shown, total: spaces.length };
}
