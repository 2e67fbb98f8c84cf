import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCircleIcon } from '@/components/common/line-icons';
import { Pagination } from '@/components/common/plain/pagination';
import { Spinner } from '@/components/common/plain/spinner';
import { ConstructLayout } from '@/components/layout/construct-layout';
import type { AreaListState } from './use-area-list';
import type { Paging } from './use-paging';
import '@/locales/areas/construct';

/**
 * A Construct list screen: the tabs, a toolbar, the read-only note and the list. A server without the area
 * gets neither toolbar nor note: the list's own panel says it all.
 */
export function AreaListPage({
  toolbar,
  note,
  extra,
  state,
  children,
}: {
  toolbar?: ReactNode;
  /** That the screen is read-only for now, and what comes later (screens that edit have none). */
  note?: string;
  /** Beside the page title: the screen's main action (e.g. Create). */
  extra?: ReactNode;
  state: AreaListState<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('construct');
  return (
    <ConstructLayout extra={extra}>
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {state.status !== 'unavailable' && (
          <>
            {toolbar && <div className="flex flex-wrap items-center gap-3">{toolbar}</div>}
            {note ? (
              <p className="m-0 flex items-center gap-2 text-sm opacity-70" data-testid="read-only-note">
                <InfoCircleIcon className="shrink-0" />
                {note}
                {state.status === 'ready' && state.refreshing && <Spinner label={t('list.refreshing')} />}
              </p>
            ) : (
              state.status === 'ready' && state.refreshing && <Spinner label={t('list.refreshing')} />
            )}
          </>
        )}
        {children}
      </div>
    </ConstructLayout>
  );
}

interface AreaPaginationProps {
  paging: Paging & { changePage: (page: number, pageSize: number) => void };
  total: number;
  state: AreaListState<unknown>;
  pageSizes?: readonly number[];
}

/** The pages of a server-paged list, once it has loaded; nothing while the list is empty. */
export function AreaPagination({ paging, total, state, pageSizes }: AreaPaginationProps) {
  const { t } = useTranslation('construct');
  if (state.status !== 'ready' || total <= 0) return null;
  return (
    <Pagination
      page={paging.page}
      pageSize={paging.pageSize}
      total={total}
      onChange={paging.changePage}
      pageSizes={pageSizes}
      texts={{
        label: t('list.pages'),
        total: t('list.total', { count: total }),
        page: (shown) => t('list.page', { page: shown }),
        previous: t('list.previous_page'),
        next: t('list.next_page'),
        pageSize: t('list.page_size'),
        pageSizeOption: (size) => t('list.page_size_option', { size }),
      }}
    />
  );
}
