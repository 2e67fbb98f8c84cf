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
import type { Evaluation } from '@/contract/evaluate';
import { ListFooter } from '../list-footer';
import { EvaluationTable } from './evaluation-table';
import { useEvaluations } from './use-evaluations';
import { useTargetNames } from './use-target-names';
import '@/locales/areas/evaluation';

// Dialogs and views load when first opened: most visits only read the table.
const StartDialog = lazyOnDemand(() => import('./start-evaluation-dialog'));
const DetailsView = lazyOnDemand(() => import('../details/evaluation-details'));
const CompareView = lazyOnDemand(() => import('../details/compare-view'));

type Opened =
  { kind: 'none' } | { kind: 'start' } | { kind: 'details'; evaluation: Evaluation } | { kind: 'compare' };

/** The evaluations tab: the runs (polled while any is running), start, details, compare, download, delete. */
export function EvaluationsTab() {
  const { t } = useTranslation('evaluation');
  const runs = useEvaluations();
  const toasts = useToasts();
  const confirm = useConfirm();
  const [opened, setOpened] = useState<Opened>({ kind: 'none' });
  const [picked, setPicked] = useState<string[]>([]);
  const close = () => setOpened({ kind: 'none' });

  const onDownload = async (evaluation: Evaluation) => {
    const outcome = await runs.download(evaluation);
    if (!outcome.ok) toasts.error(outcome.message ?? t('runs.download_failed'));
  };

  const onDelete = (evaluation: Evaluation) => {
    const name = evaluation.datasets_name ?? evaluation.evaluate_code;
    confirm.ask({
      title: t('runs.delete_title', { name }),
      content: t('runs.delete_content'),
      okText: t('runs.delete'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        if (!(await runs.remove(evaluation.evaluate_code))) return;
        setPicked((codes) => codes.filter((code) => code !== evaluation.evaluate_code));
        toasts.success(t('runs.deleted', { name }));
      },
    });
  };

  const { list } = runs;
  const items = list.kind === 'ready' ? list.page.items : [];
  const targets = useTargetNames(items);
  const showTable = list.kind === 'ready' && items.length > 0 && targets.settled;
  const compared = picked
    .map((code) => items.find((evaluation) => evaluation.evaluate_code === code))
    .filter((evaluation): evaluation is Evaluation => evaluation !== undefined);

  return (
    <section className="flex flex-col gap-3" aria-label={t('tabs.evaluations')}>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="text-xs opacity-70">{t('runs.compare_hint')}</span>
        <PlainButton
          disabled={compared.length !== 2}
          onClick={() => setOpened({ kind: 'compare' })}
          onPointerEnter={CompareView.preload}
        >
          {t('runs.compare')}
        </PlainButton>
        <PlainButton
          variant="primary"
          icon={<PlusIcon />}
          onClick={() => setOpened({ kind: 'start' })}
          onPointerEnter={StartDialog.preload}
        >
          {t('runs.start')}
        </PlainButton>
      </div>
      {(list.kind === 'loading' || (list.kind === 'ready' && !targets.settled)) && (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} className="text-2xl text-primary-text" />
        </div>
      )}
      {list.kind === 'failed' && (
        <RetryPanel title={t('runs.load_failed')} onRetry={() => void runs.reload()} />
      )}
      {list.kind === 'ready' && items.length === 0 && (
        <p className="m-0 py-6 text-center opacity-70">{t('runs.empty')}</p>
      )}
      {showTable && (
        <>
          <EvaluationTable
            evaluations={items}
            picked={picked}
            onPick={(code, on) =>
              setPicked((codes) => (on ? [...codes, code].slice(-2) : codes.filter((c) => c !== code)))
            }
            onDetails={(evaluation) => setOpened({ kind: 'details', evaluation })}
            onDownload={(evaluation) => void onDownload(evaluation)}
            onDelete={onDelete}
            targetName={targets.nameOf}
          />
          <ListFooter page={list.page} onChange={runs.setPaging} />
        </>
      )}
      <OnDemand armed={opened.kind === 'start'} fallback={opened.kind === 'start' ? <LoadingMask /> : null}>
        {opened.kind === 'start' && (
          <StartDialog.Component
            onStart={async (body) => {
              const outcome = await runs.start(body);
              if (outcome.ok) {
                close();
                toasts.success(t('start.started'));
              }
              return outcome;
            }}
            onClose={close}
          />
        )}
      </OnDemand>
      <OnDemand
        armed={opened.kind === 'details'}
        fallback={opened.kind === 'details' ? <LoadingMask /> : null}
      >
        {opened.kind === 'details' && (
          <DetailsView.Component evaluation={opened.evaluation} onClose={close} />
        )}
      </OnDemand>
      <OnDemand
        armed={opened.kind === 'compare'}
        fallback={opened.kind === 'compare' ? <LoadingMask /> : null}
      >
        {opened.kind === 'compare' && compared.length === 2 && (
          <CompareView.Component left={compared[0]!} right={compared[1]!} onClose={close} />
        )}
      </OnDemand>
      {confirm.holder}
      {toasts.holder}
    </section>
  );
}
