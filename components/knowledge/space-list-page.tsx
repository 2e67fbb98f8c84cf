import { useTranslation } from 'react-i18next';
import { AreaListPage } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaEmptyText, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { SpaceCard } from './space-card';
import { useSpaceList } from './use-space-list';
import '@/locales/areas/construct';
import '@/locales/areas/knowledge';

/** `/construct/knowledge`: the server's knowledge spaces as cards, read-only for now, searchable. Paints without antd. */
export default function SpaceListPage() {
  const { t } = useTranslation(['knowledge', 'construct']);
  const fromNow = useRelativeTime();
  const { state, retry, search, setSearch, shown, total } = useSpaceList();
  const query = search.trim();

  return (
    <AreaListPage
      note={t('list.read_only')}
      state={state}
      toolbar={<AreaSearch t={t} value={search} onChange={setSearch} />}
    >
      <AreaListView
        state={state}
        items={shown}
        itemKey={(space) => String(space.id)}
        renderItem={(space) => <SpaceCard space={space} fromNow={fromNow} />}
        texts={areaListTexts(t)}
        whenEmpty={areaEmptyText(t, query, total > 0)}
        onRetry={retry}
        testId="space-list"
      />
    </AreaListPage>
  );
}
