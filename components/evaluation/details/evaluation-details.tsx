import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/common/plain/spinner';
import { RetryPanel } from '@/components/common/retry-panel';
import type { Evaluation } from '@/contract/evaluate';
import { DialogFrame } from '@/components/common/dialog-frame';
import { ScoreTiles } from '../runs/score-tiles';
import { filterAndSort, metricsOfRows, type QuestionRow, type RowFilter } from './detail-rows';
import { QuestionCard } from './question-card';
import { RowFilterBar } from './row-filter-bar';
import { useDetailRows } from './use-detail-rows';
import '@/locales/areas/evaluation';

function QuestionList({ rows, answered }: { rows: QuestionRow[]; answered: boolean }) {
  const { t } = useTranslation('evaluation');
  const metrics = useMemo(() => metricsOfRows(rows), [rows]);
  const [filter, setFilter] = useState<RowFilter>({
    metric: metrics[0] ?? '',
    min: null,
    max: null,
    sort: 'none',
  });
  const shown = filterAndSort(rows, filter);
  return (
    <div className="flex flex-col gap-3">
      {metrics.length > 0 && <RowFilterBar metrics={metrics} filter={filter} onChange={setFilter} />}
      <p className="m-0 text-xs opacity-60" role="status">
        {t('details.count', { shown: shown.length, total: rows.length })}
      </p>
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {shown.map((row) => (
          <QuestionCard key={row.key} row={row} index={Number(row.key)} answered={answered} />
        ))}
      </ol>
    </div>
  );
}

/** Every question of a finished evaluation: the answers, the context and the scores, filtered and sorted. */
export default function EvaluationDetails({
  evaluation,
  onClose,
}: {
  evaluation: Evaluation;
  onClose: () => void;
}) {
  const { t } = useTranslation('evaluation');
  const detail = useDetailRows(evaluation.evaluate_code);
  const name = evaluation.datasets_name ?? evaluation.evaluate_code;
  return (
    <DialogFrame
      title={t('details.title', { name })}
      closeLabel={t('close')}
      onClose={onClose}
      width="full"
      testId="evaluation-details"
    >
      <ScoreTiles evaluation={evaluation} />
      {detail.rows.kind === 'loading' && (
        <div className="flex justify-center py-6">
          <Spinner label={t('loading')} className="text-2xl text-primary-text" />
        </div>
      )}
      {detail.rows.kind === 'failed' && (
        <RetryPanel title={t('details.load_failed')} onRetry={detail.retry} />
      )}
      {detail.rows.kind === 'ready' &&
        (detail.rows.rows.length === 0 ? (
          <p className="m-0 py-6 text-center opacity-70">{t('details.empty')}</p>
        ) : (
          <QuestionList rows={detail.rows.rows} answered={evaluation.scene_key !== 'recall'} />
        ))}
    </DialogFrame>
  );
}
