import { useCallback, useState } from 'react';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/common/antd-scope';
import { ConstructLayout } from '@/components/layout/construct-layout';
import { useChatContext } from '@/contexts/chat-context';
import { CreateModelDialog } from './create-model-dialog';
import { ModelGrid } from './model-grid';
import { useModelList } from './use-model-list';
import '@/locales/areas/model';

/** `/construct/models`: every model as a card, searchable, with start/stop/delete and Create model. */
function ModelsScreen() {
  const { t } = useTranslation('model');
  const { refreshModelList } = useChatContext();
  const { state, reload, retry } = useModelList();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const created = useCallback(
    (name: string) => {
      setCreating(false);
      void toast.success(t('notices.created', { name }));
      reload();
      void refreshModelList();
    },
    [t, toast, reload, refreshModelList],
  );

  return (
    <ConstructLayout
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      }
    >
      {toastHolder}
      <div className="flex flex-col gap-4 p-6">
        <Input
          allowClear
          aria-label={t('search_label')}
          placeholder={t('search_placeholder')}
          prefix={<SearchOutlined aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="max-w-sm"
        />
        <ModelGrid state={state} query={query} onRetry={retry} onChanged={reload} toast={toast} />
      </div>
      <CreateModelDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </ConstructLayout>
  );
}

export default function ModelsPage() {
  return (
    <AntdScope>
      <ModelsScreen />
    </AntdScope>
  );
}
