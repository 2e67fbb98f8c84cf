import { Input, message, Segmented, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { readUserId } from '@/client/identity';
import { AntdScope } from '@/components/common/antd-scope';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import type { Prompt } from '@/contract/prompt';
import { useChatContext } from '@/contexts/chat-context';
import { promptColumns } from './list/prompt-columns';
import { usePromptList, type PromptScope } from './list/use-prompt-list';
import { canChangePrompt } from './prompt-options';
import '@/locales/areas/prompt';

function PromptList() {
  const { t } = useTranslation('prompt');
  const [toast, toastHolder] = message.useMessage();
  const { adminList } = useChatContext();
  const userId = readUserId();
  const isAdmin = adminList.some((admin) => admin.user_id === userId);
  const list = usePromptList(userId);

  const columns = promptColumns({
    t,
    userId,
    canChange: (prompt) => canChangePrompt(prompt, userId, isAdmin),
    onDelete: async (prompt: Prompt) => {
      if (await list.remove(prompt)) void toast.success(t('list.deleted'));
    },
  });

  const emptyText = list.searching
    ? t('list.no_match', { query: list.searching })
    : t(list.scope === 'public' ? 'list.empty_public' : 'list.empty_mine');

  return (
    <div className="flex flex-col gap-4 px-6 py-4" data-testid="prompt-list">
      {toastHolder}
      <div className="flex flex-wrap items-center gap-3">
        <Segmented<PromptScope>
          aria-label={t('list.filter_label')}
          value={list.scope}
          onChange={list.setScope}
          options={[
            { value: 'public', label: t('list.public') },
            { value: 'mine', label: t('list.mine') },
          ]}
        />
        <Input
          allowClear
          className="max-w-xs"
          aria-label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
        <div className="ml-auto">
          <PrimaryLinkButton href="/construct/prompt/add">
            <PlusOutlined aria-hidden className="mr-1" />
            {t('list.add')}
          </PrimaryLinkButton>
        </div>
      </div>
      {list.failed && !list.loading ? (
        <RetryPanel title={t('list.load_failed')} onRetry={list.refresh} testId="prompt-list-error" />
      ) : (
        <Table<Prompt>
          rowKey={(prompt) => prompt.prompt_code || String(prompt.id)}
          columns={columns}
          dataSource={list.items}
          loading={list.loading}
          locale={{ emptyText }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: true,
            showTotal: (total) => t('list.total', { count: total }),
            onChange: list.changePage,
          }}
        />
      )}
    </div>
  );
}

/** `/construct/prompt`: the prompt library, public or the user's own, searchable and paged. */
export default function PromptListPage() {
  return (
    <AntdScope>
      <ConstructLayout>
        <PromptList />
      </ConstructLayout>
    </AntdScope>
  );
}
