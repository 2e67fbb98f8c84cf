import { Suspense, useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { SearchInput } from '@/components/common/plain/search-input';
import { useToasts } from '@/components/common/plain/toasts';
import { ConstructLayout } from '@/components/layout/construct-layout';
import { useChatContext } from '@/contexts/chat-context';
import { ModelGrid } from './model-grid';
import { useModelList } from './use-model-list';
import '@/locales/areas/model';

// The dialog and its parameter form are antd: they load when the user first reaches for Create.
const CreateModel = lazyOnDemand(() => import('./create-model-island'));

/**
 * `/construct/models`: every model as a card, searchable, with start/stop/delete and Create model. The
 * screen paints without antd; the create dialog and the delete confirmation bring it when opened.
 */
export default function ModelsPage() {
  const { t } = useTranslation('model');
  const { refreshModelList } = useChatContext();
  const { state, reload, retry } = useModelList();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const router = useRouter();
  const askedToCreate = router.query.create === '1';

  // "Add a model" elsewhere (the chat) leads here with `?create=1`: the dialog opens at once, once.
  const [answeredCreate, setAnsweredCreate] = useState(false);
  if (askedToCreate && !answeredCreate) {
    setAnsweredCreate(true);
    setCreating(true);
  }
  useEffect(() => {
    if (askedToCreate) void router.replace('/construct/models', undefined, { shallow: true });
  }, [askedToCreate, router]);
  const toasts = useToasts();
  const { success } = toasts;

  const created = useCallback(
    (name: string) => {
      setCreating(false);
      success(t('notices.created', { name }));
      reload();
      void refreshModelList();
    },
    [t, success, reload, refreshModelList],
  );

  return (
    <ConstructLayout
      extra={
        <PlainButton
          variant="primary"
          icon={<PlusIcon />}
          onPointerEnter={CreateModel.preload}
          onFocus={CreateModel.preload}
          onClick={() => setCreating(true)}
        >
          {t('create')}
        </PlainButton>
      }
    >
      {toasts.holder}
      <div className="flex flex-col gap-4 p-6">
        <SearchInput
          label={t('search_label')}
          placeholder={t('search_placeholder')}
          clearLabel={t('search_clear')}
          value={query}
          onChange={setQuery}
          className="max-w-sm"
        />
        <ModelGrid state={state} query={query} onRetry={retry} onChanged={reload} toast={success} />
      </div>
      <OnDemand armed={creating}>
        <Suspense fallback={creating ? <LoadingMask /> : null}>
          <CreateModel.Component open={creating} onClose={() => setCreating(false)} onCreated={created} />
        </Suspense>
      </OnDemand>
    </ConstructLayout>
  );
}
