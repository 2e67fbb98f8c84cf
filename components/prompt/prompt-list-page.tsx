import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { readUserId } from '@/client/identity';
import { PlusIcon } from '@/components/common/line-icons';
import { Pagination } from '@/components/common/plain/pagination';
import { SearchInput } from '@/components/common/plain/search-input';
import { Segmented } from '@/components/common/plain/segmented';
import { useToasts } from '@/components/common/plain/toasts';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import type { Prompt } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { promptColumns } from './list/prompt-columns';
import { PromptTable } from './list/prompt-table';
import { usePromptList, type PromptScope } from './list/use-prompt-list';
import { canChangePrompt } from './prompt-options';
import '@/locales/areas/prompt';

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function PromptList() {
  const { t, i18n } = useTranslation(['prompt', 'common']);
  const toasts = useToasts();
  const router = useRouter();
  const { adminList } = useChatContext();
  const userId = readUserId();
  const isAdmin = adminList.some((admin) => admin.user_id === userId);
  const askedScope = firstValue(router.query.scope);
  const list = usePromptList(userId, {
    scope: askedScope === 'mine' || askedScope === 'public' ? askedScope : undefined,
    ready: router.isReady,
  });
  const highlighted = firstValue(router.query.highlight);

  const columns = promptColumns({
    t,
    language: i18n.language,
    userId,
    canChange: (prompt) => canChangePrompt(prompt, userId, isAdmin),
    onDelete: async (prompt: Prompt) => {
      if (await list.remove(prompt)) toasts.success(t('list.deleted'));
    },
  });

  const emptyText = list.searching
    ? t('list.no_match', { query: list.searching })
    : t(list.scope === 'public' ? 'list.empty_public' : 'list.empty_mine');

  return (
    <div className="flex flex-col gap-4 px-6 py-4" data-testid="prompt-list">
      {toasts.holder}
      <div className="flex flex-wrap items-center gap-3">
        <Segmented<PromptScope>
          label={t('list.filter_label')}
          value={list.scope}
          onChange={list.setScope}
          options={[
            { value: 'public', label: t('list.public') },
            { value: 'mine', label: t('list.mine') },
          ]}
        />
        <SearchInput
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          clearLabel={t('list.search_clear')}
          value={list.search}
          onChange={list.setSearch}
          className="max-w-xs"
        />
        <div className="ml-auto">
          <PrimaryLinkButton href="/construct/prompt/add">
            <PlusIcon className="mr-1" />
            {t('list.add')}
          </PrimaryLinkButton>
        </div>
      </div>
      {list.failed && !list.loading ? (
        <RetryPanel title={t('list.load_failed')} onRetry={list.refresh} testId="prompt-list-error" />
      ) : (
        <>
          <PromptTable
            columns={columns}
            items={list.items}
            loading={list.loading}
            loadingLabel={t('common:loading')}
            emptyText={emptyText}
            highlighted={highlighted}
            highlightedLabel={t('list.just_saved')}
          />
          {list.total > 0 && (
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onChange={list.changePage}
              texts={{
                label: t('list.pages'),
                total: t('list.total', { count: list.total }),
                page: (page) => t('list.page', { page }),
                previous: t('list.previous_page'),
                next: t('list.next_page'),
                pageSize: t('list.page_size'),
                pageSizeOption: (size) => t('list.page_size_option', { size }),
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

/** `/construct/prompt`: the prompt library, public or the user's own, searchable and paged. Paints without antd. */
export default function PromptListPage() {
  return (
    <ConstructLayout>
      <PromptList />
    </ConstructLayout>
  );
}
