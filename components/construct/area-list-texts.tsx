import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import type { AreaListTexts } from './area-list-view';
import '@/locales/areas/construct';

type AreaListKey =
  | 'list.label'
  | 'list.loading'
  | 'list.load_failed.title'
  | 'list.load_failed.description'
  | 'list.unavailable.title'
  | 'list.unavailable.description'
  | 'list.search_label'
  | 'list.search_placeholder';

type AreaEmptyKey =
  'list.no_match.title' | 'list.no_match.description' | 'list.empty.title' | 'list.empty.description';

/** An area namespace's `t`: each area keeps its list texts under the same keys (`list.*`). */
type AreaText = (key: AreaListKey) => string;
type AreaEmptyText = (key: AreaEmptyKey, options?: { query: string }) => string;

/** The loading, failure and "not offered by this server" texts of an area's list. */
export function areaListTexts(t: AreaText): AreaListTexts {
  return {
    label: t('list.label'),
    loading: t('list.loading'),
    loadFailed: { title: t('list.load_failed.title'), description: t('list.load_failed.description') },
    unavailable: { title: t('list.unavailable.title'), description: t('list.unavailable.description') },
  };
}

/** What an empty list says: nothing matches the search, or the server has none. */
export function areaEmptyText(t: AreaEmptyText, query: string, anyBeforeFilter: boolean) {
  return query && anyBeforeFilter
    ? { title: t('list.no_match.title', { query }), description: t('list.no_match.description') }
    : { title: t('list.empty.title'), description: t('list.empty.description') };
}

/** The search box of an area's list, labelled from the area's namespace. */
export function AreaSearch({
  t,
  value,
  onChange,
}: {
  t: AreaText;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t: construct } = useTranslation('construct');
  return (
    <SearchInput
      label={t('list.search_label')}
      placeholder={t('list.search_placeholder')}
      clearLabel={construct('list.search_clear')}
      value={value}
      onChange={onChange}
      className="max-w-xs"
    />
  );
}
