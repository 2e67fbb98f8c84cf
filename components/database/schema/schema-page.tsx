import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { ArrowLeftIcon, ReloadIcon } from '@/components/common/line-icons';
import { Notice } from '@/components/common/plain/notice';
import { PlainButton } from '@/components/common/plain/plain-button';
import { SearchInput } from '@/components/common/plain/search-input';
import { Spinner } from '@/components/common/plain/spinner';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { usePreferences } from '@/contexts/preferences-context';
import { SchemaTables } from './schema-tables';
import { schemaWasRead, useDatasourceSchema } from './use-datasource-schema';
import type { SchemaRead } from './schema-reader';
import '@/locales/areas/database';

/** `/construct/database/schema?id=…`: a data source's tables, columns and keys, with "Refresh schema". */
export default function SchemaPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' ? query.id.trim() : '';
  // A static export learns the query only after hydration: until then, neither the id nor its absence is known.
  const content = !isReady ? <SchemaLoading /> : id ? <SchemaBrowser id={id} /> : <MissingId />;
  return <ConstructLayout>{content}</ConstructLayout>;
}

function SchemaLoading() {
  const { t } = useTranslation('database');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" data-testid="schema-loading">
      <Spinner label={t('schema.loading')} className="text-3xl text-primary-text" />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('database');
  return (
    <Link
      href="/construct/database"
      className="inline-flex items-center gap-1 self-start text-sm text-primary-text no-underline hover:underline focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
    >
      <ArrowLeftIcon />
      {t('schema.back')}
    </Link>
  );
}

function MissingId() {
  const { t } = useTranslation('database');
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <BackLink />
      <EmptyState title={t('schema.missing_id.title')} description={t('schema.missing_id.description')} />
    </div>
  );
}

function SchemaBrowser({ id }: { id: string }) {
  const { t } = useTranslation(['database', 'common']);
  const { language } = usePreferences();
  const fromNow = useRelativeTime();
  const { state, retry, refresh, runRefresh } = useDatasourceSchema(id);
  const [search, setSearch] = useState('');
  const formatCount = (count: number) =>
    new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en').format(count);

  if (state.status === 'loading') return <SchemaLoading />;
  if (state.status !== 'ready') {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <BackLink />
        <RetryPanel
          title={t('schema.load_failed.title')}
          description={t('schema.load_failed.description')}
          onRetry={retry}
          testId="schema-error"
        />
      </div>
    );
  }
  const { source, schema } = state.data;
  if (!source) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <BackLink />
        <EmptyState title={t('schema.not_found.title')} description={t('schema.not_found.description')} />
      </div>
    );
  }
  const tables = schema.kind === 'stored' || schema.kind === 'live' ? schema.tables : null;
  const readWhen =
    schema.kind === 'stored'
      ? t('schema.refreshed_at', { time: fromNow(schema.refreshedAt) ?? schema.refreshedAt })
      : schema.kind === 'live'
        ? t('schema.read_live')
        : schema.kind === 'none'
          ? t('schema.never_refreshed')
          : null;
  const running = refresh.status === 'running';

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" aria-busy={running || state.refreshing || undefined}>
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="m-0 text-lg font-semibold break-all">
            {t('schema.title', { name: source.displayName })}
          </h2>
          <p className="m-0 text-sm opacity-70">
            {[
              source.typeLabel,
              source.address ?? source.path,
              tables ? t('schema.tables', { count: tables.length }) : null,
              readWhen,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {source.canChange && (
          <PlainButton icon={<ReloadIcon />} loading={running} onClick={() => void runRefresh()}>
            {t('schema.refresh')}
          </PlainButton>
        )}
      </header>
      {running && (
        <p role="status" className="m-0 flex items-center gap-2 text-sm" data-testid="schema-refreshing">
          <Spinner />
          {t('schema.refreshing', { name: source.displayName })}
        </p>
      )}
      {refresh.status === 'failed' && (
        <Notice
          type="error"
          title={t('schema.refresh_failed')}
          description={refresh.reason}
          data-testid="schema-refresh-failed"
        />
      )}
      {refresh.status === 'done' && !state.refreshing && <RefreshOutcome schema={schema} />}
      {schema.kind === 'unreadable' ? (
        <EmptyState title={t('schema.unreadable.title')} description={t('schema.unreadable.description')} />
      ) : !tables ? (
        <EmptyState title={t('schema.empty.title')} description={t('schema.empty.description')} />
      ) : tables.length === 0 ? (
        <p className="m-0 opacity-70">{t('schema.no_tables')}</p>
      ) : (
        <>
          <SearchInput
            label={t('schema.search_label')}
            placeholder={t('schema.search_placeholder')}
            clearLabel={t('schema.search_clear')}
            value={search}
            onChange={setSearch}
            className="max-w-sm"
          />
          <SchemaTables tables={tables} search={search} formatCount={formatCount} />
        </>
      )}
    </div>
  );
}

/** After a successful refresh: what was read, or that this server cannot show it (never "done" for nothing). */
function RefreshOutcome({ schema }: { schema: SchemaRead }) {
  const { t } = useTranslation('database');
  return schemaWasRead(schema) ? (
    <Notice type="success" title={t('schema.refreshed')} data-testid="schema-refreshed" />
  ) : (
    <Notice type="warning" title={t('schema.refresh_unreadable')} data-testid="schema-refresh-unreadable" />
  );
}
