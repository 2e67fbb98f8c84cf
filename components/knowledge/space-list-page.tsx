import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import { AreaListPage } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
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
      toolbar={
        <SearchInput
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          clearLabel={t('construct:list.search_clear')}
          value={search}
          onChange={setSearch}
          className="max-w-xs"
        />
      }
    >
      <AreaListView
        state={state}
        items={shown}
        itemKey={(space) => String(space.id)}
        renderItem={(space) => <SpaceCard space={space} fromNow={fromNow} />}
        texts={{
          label: t('list.label'),
          loading: t('list.loading'),
          loadFailed: { title: t('list.load_failed.title'), description: t('list.load_failed.description') },
          unavailable: {
            title: t('list.unavailable.title'),
            description: t('list.unavailable.description'),
          },
        }}
        whenEmpty={
          query && total > 0
            ? { title: t('list.no_match.title', { query }), description: t('list.no_match.description') }
            : { title: t('list.empty.title'), description: t('list.empty.description') }
        }
        onRetry={retry}
        testId="space-list"
      />
    </AreaListPage>
  );
}
