import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { AreaListPage } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { DatasourceCard } from './datasource-card';
import { useDatasourceList } from './use-datasource-list';
import '@/locales/areas/construct';
import '@/locales/areas/database';

/**
 * `/construct/database`: the server's datasources as cards with the type catalogue's icons, read-only for
 * now, filtered by type and searchable. Paints without antd.
 */
export default function DatasourceListPage() {
  const { t } = useTranslation(['database', 'construct']);
  const fromNow = useRelativeTime();
  const { state, retry, search, setSearch, type, setType, types, shown, total } = useDatasourceList();
  const filtered = Boolean(search.trim() || type);

  return (
    <AreaListPage
      note={t('list.read_only')}
      state={state}
      toolbar={
        <>
          <PlainSelect
            aria-label={t('list.type_label')}
            placeholder={t('list.all_types', { count: total })}
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={types.map((entry) => ({
              value: entry.type,
              label: t('list.type_option', { type: entry.label, count: entry.count }),
            }))}
            className="w-56"
          />
          <AreaSearch t={t} value={search} onChange={setSearch} />
        </>
      }
    >
      <AreaListView
        state={state}
        items={shown}
        itemKey={(source) => String(source.id)}
        renderItem={(source) => <DatasourceCard source={source} fromNow={fromNow} />}
        texts={areaListTexts(t)}
        whenEmpty={
          filtered && total > 0
            ? { title: t('list.no_match.title'), description: t('list.no_match.description') }
            : { title: t('list.empty.title'), description: t('list.empty.description') }
        }
        onRetry={retry}
        testId="datasource-list"
      />
    </AreaListPage>
  );
}
