import { Suspense, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { useToasts } from '@/components/common/plain/toasts';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import { KNOWLEDGE_LIST_PATH } from '../knowledge-links';
import { KnowledgeWizard } from '../wizard/lazy-wizard';
import { ArgumentsTab } from './arguments-tab';
import { DocumentsTab } from './documents-tab';
import { SpaceHeader } from './space-header';
import { SpaceTabs } from './space-tabs';
import { useSpace } from './use-space';
import '@/locales/areas/knowledge';

type Tab = 'documents' | 'arguments';

function Loading() {
  const { t } = useTranslation('knowledge');
  return (
    <p role="status" aria-busy="true" className="m-0 p-6 text-sm opacity-70" data-testid="space-loading">
      {t('detail.loading')}
    </p>
  );
}

function NotFound({ description, title }: { title: string; description: string }) {
  const { t } = useTranslation('knowledge');
  return (
    <div data-testid="space-not-found">
      <EmptyState
        title={title}
        description={description}
        action={<PrimaryLinkButton href={KNOWLEDGE_LIST_PATH}>{t('detail.back')}</PrimaryLinkButton>}
      />
    </div>
  );
}

function SpaceDetail({ name }: { name: string }) {
  const { t } = useTranslation('knowledge');
  const { state, retry } = useSpace(name);
  const [tab, setTab] = useState<Tab>('documents');
  const [adding, setAdding] = useState(false);
  const [wizardRun, setWizardRun] = useState(0);
  const [version, setVersion] = useState(0);
  const toasts = useToasts();

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error' || state.status === 'unavailable') {
    return <RetryPanel title={t('detail.load_failed')} onRetry={retry} testId="space-error" />;
  }
  const space = state.data;
  if (!space) {
    return (
      <NotFound
        title={t('detail.not_found_title', { name })}
        description={t('detail.not_found_description')}
      />
    );
  }

  const addDocuments = () => {
    setWizardRun((run) => run + 1);
    setAdding(true);
  };
  const closeWizard = () => {
    setAdding(false);
    setVersion((count) => count + 1);
    retry();
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      {toasts.holder}
      <SpaceHeader
        space={space}
        onAddDocuments={addDocuments}
        onPreloadWizard={KnowledgeWizard.preload}
        onVisibilitySaved={() => {
          toasts.success(t('visibility.saved'));
          retry();
        }}
      />
      <SpaceTabs<Tab>
        label={t('detail.tabs_label')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'documents', label: t('detail.tabs.documents') },
          { key: 'arguments', label: t('detail.tabs.arguments') },
        ]}
      >
        {tab === 'documents' ? (
          <DocumentsTab
            space={space.name}
            onAddDocuments={addDocuments}
            toast={toasts.success}
            version={version}
          />
        ) : (
          <ArgumentsTab space={space.name} />
        )}
      </SpaceTabs>
      <OnDemand armed={adding}>
        <Suspense fallback={adding ? <LoadingMask /> : null}>
          <KnowledgeWizard.Component key={wizardRun} open={adding} space={space.name} onClose={closeWizard} />
        </Suspense>
      </OnDemand>
    </div>
  );
}

/** `/construct/knowledge/detail?spaceName=…`: one space, reloadable; an unknown name says so plainly. */
export default function SpaceDetailPage() {
  const { t } = useTranslation('knowledge');
  const router = useRouter();
  const raw = router.query.spaceName;
  const name = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <ConstructLayout>
      {!router.isReady ? (
        <Loading />
      ) : name ? (
        <SpaceDetail key={name} name={name} />
      ) : (
        <NotFound title={t('detail.no_name')} description={t('detail.not_found_description')} />
      )}
    </ConstructLayout>
  );
}
