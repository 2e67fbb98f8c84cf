import { getSpaceList } from '@/client/api/knowledge';
import { requestAreaList } from '@/components/construct/area-request';
import { useAreaList } from '@/components/construct/use-area-list';
import type { Space } from '@/contract/knowledge';

/** The space named in the address (`space/list` filters names exactly), or null when there is none. */
export function useSpace(name: string) {
  const { state, retry } = useAreaList(
    `space:${name}`,
    () => requestAreaList(getSpaceList({ name })),
    (data: Space[] | undefined): Space | null =>
      (Array.isArray(data) ? data : []).find((space) => space.name === name) ?? null,
  );
  return { state, retry };
}
