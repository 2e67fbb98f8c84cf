import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSpace } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { PlusIcon } from '@/components/common/line-icons';
import { OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { useToasts } from '@/components/common/plain/toasts';
import { AreaListPage } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaEmptyText, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { succeeded } from '@/components/model/request-failure';
import type { Space } from '@/contract/knowledge';
import { SpaceCard } from './space-card';
import { useConfirm } from './use-confirm';
import { useSpaceList } from './use-space-list';
import { KnowledgeWizard } from './wizard/lazy-wizard';
import '@/locales/areas/construct';
import '@/locales/areas/knowledge';

/**
 * `/construct/knowledge`: the server's knowledge spaces as cards, searchable; create (a wizard), open,
 * chat and delete. Paints without antd; the wizard and the confirmation bring it when opened.
 */
export default function SpaceListPage() {
  const { t } = useTranslation(['knowledge', 'construct']);
  const fromNow = useRelativeTime();
  const { state, retry, search, setSearch, shown, total } = useSpaceList();
  const [creating, setCreating] = useState(false);
  // Each opening starts a fresh wizard.
  const [wizardRun, setWizardRun] = useState(0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const toasts = useToasts();
  const confirm = useConfirm();
  const query = search.trim();

  const remove = useCallback(
    async (space: Space) => {
      setDeleting(space.name);
      try {
        if (succeeded(await apiInterceptors(deleteSpace({ name: space.name })))) {
          toasts.success(t('delete_space.done', { name: space.name }));
          retry();
        }
      } finally {
        setDeleting(null);
      }
    },
    [t, toasts, retry],
  );

  const askDelete = (space: Space) =>
    confirm.ask({
      title: t('delete_space.title', { name: space.name }),
      content: t('delete_space.content', { count: space.docs ?? 0 }),
      okText: t('delete_space.ok'),
      cancelText: t('delete_space.cancel'),
      onConfirm: () => remove(space),
    });

  const closeWizard = useCallback(() => {
    setCreating(false);
    retry();
  }, [retry]);

  return (
    <AreaListPage
      state={state}
      extra={
        <PlainButton
          variant="primary"
          icon={<PlusIcon />}
          onPointerEnter={KnowledgeWizard.preload}
          onFocus={KnowledgeWizard.preload}
          onClick={() => {
            setWizardRun((run) => run + 1);
            setCreating(true);
          }}
        >
          {t('create')}
        </PlainButton>
      }
      toolbar={<AreaSearch t={t} value={search} onChange={setSearch} />}
    >
      {toasts.holder}
      <AreaListView
        state={state}
        items={shown}
        itemKey={(space) => String(space.id)}
        renderItem={(space) => (
          <SpaceCard
            space={space}
            fromNow={fromNow}
            deleting={deleting === space.name}
            onDelete={askDelete}
          />
        )}
        texts={areaListTexts(t)}
        whenEmpty={areaEmptyText(t, query, total > 0)}
        onRetry={retry}
        testId="space-list"
      />
      {confirm.holder}
      <OnDemand armed={creating}>
        <Suspense fallback={creating ? <LoadingMask /> : null}>
          <KnowledgeWizard.Component
            key={wizardRun}
            open={creating}
            onClose={closeWizard}
            onSpaceCreated={retry}
          />
        </Suspense>
      </OnDemand>
    </AreaListPage>
  );
}
