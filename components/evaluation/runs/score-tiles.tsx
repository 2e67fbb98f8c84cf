import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@/contract/evaluate';
import { MetricName } from '../metric-label';
import { averageScores, formatScore, metricNames } from './evaluation-shapes';
import '@/locales/areas/evaluation';

/** One tile per metric with its average score (the expanded row). */
export function ScoreTiles({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation('evaluation');
  const scores = averageScores(evaluation);
  const names = [...new Set([...metricNames(evaluation), ...Object.keys(scores)])];
  if (names.length === 0) return <p className="m-0 text-sm opacity-60">{t('runs.no_scores')}</p>;
  return (
    <ul
      className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="score-tiles"
    >
      {names.map((name) => (
        <li
          key={name}
          className="flex flex-col gap-1 rounded-lg border border-solid border-black/10 p-3 dark:border-white/10"
          data-testid="score-tile"
        >
          <span className="text-xs break-all opacity-60">
            {name ? <MetricName name={name} /> : t('runs.overall')}
          </span>
          <span className="text-xl font-semibold">{formatScore(scores[name])}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each metric with its average score ("–" until scored), for the table cell. */
export function ScoreSummary({ evaluation }: { evaluation: Evaluation }) {
  const scores = averageScores(evaluation);
  const names = [...new Set([...metricNames(evaluation), ...Object.keys(scores)])];
  if (names.length === 0) return <span className="opacity-40">–</span>;
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      {names.map((name) => (
        <span key={name} className="whitespace-nowrap">
          {name && (
            <span className="opacity-60">
              <MetricName name={name} />:{' '}
            </span>
          )}
          <span className="font-medium">{formatScore(scores[name])}</span>
        </span>
      ))}
    </span>
  );
}
