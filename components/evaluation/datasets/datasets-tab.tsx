import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { useConfirm } from '@/components/knowledge/use-confirm';
import type { Dataset } from '@/contract/evaluate';
import { ListFooter } from '../list-footer';
import { DatasetTable } from './dataset-table';
import { useDatasets } from './use-datasets';
import '@/locales/areas/evaluation';

// The dialogs load when first opened: most visits only read the tables.
const AddDialog = lazyOnDemand(() => import('./add-dataset-dialog'));
const MembersDialog = lazyOnDemand(() => import('./members-dialog'));

/** The datasets tab: the table, adding a dataset, members, download and delete. */
export function DatasetsTab() {
  const { t } = useTranslation('evaluation');
  const datasets = useDatasets();
  const toasts = useToasts();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Dataset | null>(null);

  const onDownload = async (dataset: Dataset) => {
    const outcome = await datasets.download(dataset);
    if (!outcome.ok) toasts.error(outcome.message ?? t('datasets.download_failed'));
  };

  const onDelete = (dataset: Dataset) =>
    confirm.ask({
      title: t('datasets.delete_title', { name: dataset.name }),
      content: t('datasets.delete_content'),
      okText: t('datasets.delete'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        if (await datasets.remove(dataset.code))
          toasts.success(t('datasets.deleted', { name: dataset.name }));
      },
    });

  const { list } = datasets;
  return (
    <section className="flex flex-col gap-3" aria-label={t('tabs.datasets')}>
      <div className="flex justify-end">
        <PlainButton
          variant="primary"
          icon={<PlusIcon />}
          onClick={() => setAdding(true)}
          onPointerEnter={AddDialog.preload}
        >
          {t('datasets.add')}
        </PlainButton>
      </div>
      {list.kind === 'loading' && (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} className="text-2xl text-primary-text" />
        </div>
      )}
      {list.kind === 'failed' && (
        <RetryPanel title={t('datasets.load_failed')} onRetry={() => void datasets.reload()} />
      )}
      {list.kind === 'ready' && list.page.items.length === 0 && (
        <p className="m-0 py-6 text-center opacity-70">{t('datasets.empty')}</p>
      )}
      {list.kind === 'ready' && list.page.items.length > 0 && (
        <>
          <DatasetTable
            datasets={list.page.items}
            onEditMembers={setEditing}
            onDownload={(dataset) => void onDownload(dataset)}
            onDelete={onDelete}
          />
          <ListFooter page={list.page} onChange={datasets.setPaging} />
        </>
      )}
      <OnDemand armed={adding} fallback={adding ? <LoadingMask /> : null}>
        {adding && (
          <AddDialog.Component
            onAdd={async (dataset) => {
              const outcome = await datasets.add(dataset);
              if (outcome.ok) {
                setAdding(false);
                toasts.success(t('datasets.added', { name: dataset.name }));
              }
              return outcome;
            }}
            onClose={() => setAdding(false)}
          />
        )}
      </OnDemand>
      <OnDemand armed={editing !== null} fallback={editing ? <LoadingMask /> : null}>
        {editing && (
          <MembersDialog.Component
            dataset={editing}
            onSave={async (members) => {
              const outcome = await datasets.setMembers(editing.code, members);
              if (outcome.ok) {
                setEditing(null);
                toasts.success(t('datasets.members_saved', { name: editing.name }));
              }
              return outcome;
            }}
            onClose={() => setEditing(null)}
          />
        )}
      </OnDemand>
      {confirm.holder}
      {toasts.holder}
    </section>
  );
}
