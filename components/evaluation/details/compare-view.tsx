import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { Spinner } from '@/components/common/plain/spinner';
import type { Evaluation } from '@/contract/evaluate';
import { CELL, HEAD_CELL } from '../cells';
import { DialogFrame } from '@/components/common/dialog-frame';
import { formatScore } from '../runs/evaluation-shapes';
import { compareAverages, difference, pairQuestions } from './compare-rows';
import { MetricName, useMetricText } from '../metric-label';
import { metricsOfRows } from './detail-rows';
import { useDetailRows, type DetailRows } from './use-detail-rows';
import '@/locales/areas/evaluation';

function Delta({ value }: { value: number | null }) {
  if (value === null) return <span className="opacity-40">–</span>;
  const tone =
    value > 0 ? 'text-[#389e0d] dark:text-[#73d13d]' : value < 0 ? 'text-[#cf1322] dark:text-[#ff7875]' : '';
  return <span className={tone}>{value > 0 ? `+${formatScore(value)}` : formatScore(value)}</span>;
}

function QuestionComparison({ left, right }: { left: DetailRows; right: DetailRows }) {
  const { t } = useTranslation('evaluation');
  const metricText = useMetricText();
  const id = useId();
  const leftRows = left.kind === 'ready' ? left.rows : [];
  const rightRows = right.kind === 'ready' ? right.rows : [];
  const metrics = [...new Set([...metricsOfRows(leftRows), ...metricsOfRows(rightRows)])];
  const [metric, setMetric] = useState('');
  const chosen = metrics.includes(metric) ? metric : (metrics[0] ?? '');
  if (left.kind === 'loading' || right.kind === 'loading')
    return <Spinner label={t('loading')} className="text-2xl text-primary-text" />;
  if (left.kind === 'failed' || right.kind === 'failed')
    return <p className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">{t('details.load_failed')}</p>;
  const pairs = pairQuestions(leftRows, rightRows);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-metric`} className="flex max-w-xs flex-col gap-1 text-sm">
        {t('details.metric')}
        <PlainSelect
          id={`${id}-metric`}
          value={chosen}
          options={metrics.map((name) => ({ value: name, label: metricText.label(name) }))}
          onChange={(event) => setMetric(event.target.value)}
        />
      </label>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] border-collapse text-sm" aria-label={t('compare.questions')}>
          <thead>
            <tr>
              <th className={HEAD_CELL}>{t('details.query')}</th>
              <th className={HEAD_CELL}>{t('compare.left')}</th>
              <th className={HEAD_CELL}>{t('compare.right')}</th>
              <th className={HEAD_CELL}>{t('compare.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => {
              const before = pair.left?.scores[chosen] ?? null;
              const after = pair.right?.scores[chosen] ?? null;
              return (
                <tr key={pair.key} data-testid="compare-question">
                  <td className={`${CELL} break-words`}>{pair.query}</td>
                  <td className={CELL}>{formatScore(before)}</td>
                  <td className={CELL}>{formatScore(after)}</td>
                  <td className={CELL}>
                    <Delta value={difference(before, after)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Two evaluations side by side: the averages per metric, then every question's score in both. */
export default function CompareView({
  left,
  right,
  onClose,
}: {
  left: Evaluation;
  right: Evaluation;
  onClose: () => void;
}) {
  const { t } = useTranslation('evaluation');
  const leftRows = useDetailRows(left.evaluate_code);
  const rightRows = useDetailRows(right.evaluate_code);
  const nameOf = (evaluation: Evaluation) => evaluation.datasets_name ?? evaluation.evaluate_code;
  return (
    <DialogFrame
      title={t('compare.title')}
      closeLabel={t('close')}
      onClose={onClose}
      width="full"
      testId="compare-view"
    >
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <p className="m-0">
          <span className="opacity-60">{t('compare.left')}: </span>
          <span className="font-medium">{nameOf(left)}</span>{' '}
          <span className="text-xs opacity-50">{left.gmt_create}</span>
        </p>
        <p className="m-0">
          <span className="opacity-60">{t('compare.right')}: </span>
          <span className="font-medium">{nameOf(right)}</span>{' '}
          <span className="text-xs opacity-50">{right.gmt_create}</span>
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[480px] border-collapse text-sm" aria-label={t('compare.averages')}>
          <thead>
            <tr>
              <th className={HEAD_CELL}>{t('details.metric')}</th>
              <th className={HEAD_CELL}>{t('compare.left')}</th>
              <th className={HEAD_CELL}>{t('compare.right')}</th>
              <th className={HEAD_CELL}>{t('compare.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {compareAverages(left, right).map((row) => (
              <tr key={row.metric} data-testid="compare-metric">
                <td className={CELL}>{row.metric ? <MetricName name={row.metric} /> : t('runs.overall')}</td>
                <td className={CELL}>{formatScore(row.left)}</td>
                <td className={CELL}>{formatScore(row.right)}</td>
                <td className={CELL}>
                  <Delta value={difference(row.left, row.right)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <QuestionComparison left={leftRows.rows} right={rightRows.rows} />
    </DialogFrame>
  );
}
