import Link from 'next/link';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from './datasource-view';
import '@/locales/areas/database';

interface ConnectionItemProps {
  source: DatasourceView;
  refreshing: boolean;
  /** Whether the server can edit data sources of this type (it describes the type's parameters). */
  editable: boolean;
  onRefresh: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const LINK_CLASS =
  'inline-flex h-6 items-center rounded px-2 text-sm text-primary-text no-underline hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10';

/** One data source in its type's drawer: its names, where it lives, and what can be done with it. */
export function ConnectionItem({
  source,
  refreshing,
  editable,
  onRefresh,
  onEdit,
  onDelete,
}: ConnectionItemProps) {
  const { t } = useTranslation('database');
  const details: [string, string][] = [];
  if (source.displayName !== source.name) details.push([t('item.database'), source.name]);
  if (source.address) details.push([t('item.host'), source.address]);
  if (source.user) details.push([t('item.user'), source.user]);
  if (source.path) details.push([t('item.path'), source.path]);
  return (
    <article
      aria-label={source.displayName}
      data-testid="connection-item"
      className="flex flex-col gap-2 rounded-lg border border-solid border-black/10 p-3 dark:border-white/15"
    >
      <h3 className="m-0 truncate text-base font-semibold" title={source.displayName}>
        {source.displayName}
      </h3>
      {details.length > 0 && (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="opacity-70">{term}</dt>
              <dd className="m-0 truncate" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {source.description && <p className="m-0 text-sm opacity-70">{source.description}</p>}
      {source.visibility === 'public' && (
        <p className="m-0 text-xs opacity-70">
          {source.canChange ? t('item.shared') : t('item.shared_by_other')}
        </p>
      )}
      {refreshing && (
        <p role="status" className="m-0 text-sm opacity-70" data-testid="schema-reading">
          {t('item.reading_schema')}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <Link
          href={{ pathname: '/construct/database/schema', query: { id: source.id } }}
          className={LINK_CLASS}
        >
          {t('item.schema')}
        </Link>
        <Link
          href={{ pathname: '/chat', query: { scene: 'chat_with_db_execute', db_param: source.displayName } }}
          className={LINK_CLASS}
        >
          {t('item.chat')}
        </Link>
        {source.canChange && (
          <Button size="small" onClick={onRefresh} loading={refreshing}>
            {t('item.refresh')}
          </Button>
        )}
        {editable && source.canChange && (
          <Button size="small" onClick={onEdit}>
            {t('item.edit')}
          </Button>
        )}
        {source.canChange && (
          <Button size="small" danger onClick={onDelete}>
            {t('item.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
