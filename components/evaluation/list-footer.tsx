import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/common/plain/pagination';
import type { PaginationResult } from '@/contract/common';
import '@/locales/areas/evaluation';

/** The paging under a table, in the evaluation screen's words. */
export function ListFooter<T>({
  page,
  onChange,
}: {
  page: PaginationResult<T>;
  onChange: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation('evaluation');
  return (
    <Pagination
      page={page.page}
      pageSize={page.page_size}
      total={page.total_count}
      onChange={onChange}
      texts={{
        label: t('pagination.label'),
        total: t('pagination.total', { count: page.total_count }),
        page: (number) => t('pagination.page', { page: number }),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        pageSize: t('pagination.page_size'),
        pageSizeOption: (size) => t('pagination.page_size_option', { size }),
      }}
    />
  );
}
