import { useTranslation } from 'react-i18next';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { MetricName } from '../metric-label';
import { formatScore } from '../runs/evaluation-shapes';
import type { QuestionRow } from './detail-rows';
import '@/locales/areas/evaluation';

function Block({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-xs font-medium opacity-60">{label}</span>
      <p className="m-0 text-sm break-words whitespace-pre-wrap">{text || '–'}</p>
    </div>
  );
}

/** One question: expected and actual answer side by side, its scores, and the retrieved context folded. */
export function QuestionCard({
  row,
  index,
  answered,
}: {
  row: QuestionRow;
  index: number;
  /** False for a retrieval run: nothing answers (an empty answer is not shown), the context is scored. */
  answered: boolean;
}) {
  const { t } = useTranslation('evaluation');
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-solid border-black/10 p-3 dark:border-white/10"
      data-testid="question-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="m-0 font-medium break-words">
          <span className="opacity-50">{index + 1}. </span>
          {row.query}
        </p>
        <span className="flex flex-wrap gap-1" data-testid="question-scores">
          {Object.entries(row.scores).map(([metric, score]) => (
            <span key={metric} className={TAG_CLASSES.blue}>
              <MetricName name={metric} />: {formatScore(score)}
            </span>
          ))}
        </span>
      </div>
      {answered || row.actual ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Block label={t('details.expected')} text={row.expected} />
          <Block label={t('details.actual')} text={row.actual} />
        </div>
      ) : (
        <Block label={t('details.expected')} text={row.expected} />
      )}
      {row.feedback && <Block label={t('details.feedback')} text={row.feedback} />}
      {row.problem && <Block label={t('details.problem')} text={row.problem} />}
      <details className="text-sm">
        <summary className="cursor-pointer text-xs opacity-70">
          {t('details.context', { count: row.contexts.length })}
        </summary>
        {row.contexts.length === 0 ? (
          <p className="m-0 mt-1 text-xs opacity-60">{t('details.no_context')}</p>
        ) : (
          <ol className="m-0 mt-1 flex flex-col gap-1 pl-5 text-xs">
            {row.contexts.map((context, position) => (
              <li key={position} className="break-words whitespace-pre-wrap">
                {context}
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}
