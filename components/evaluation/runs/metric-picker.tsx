import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/common/plain/spinner';
import type { EvaluationMetric } from '@/contract/evaluate';
import { useMetricText } from '../metric-label';
import type { Choices } from './use-start-options';
import '@/locales/areas/evaluation';

interface MetricPickerProps {
  labelId: string;
  metrics: Choices<EvaluationMetric>;
  /** No space or app chosen yet: the metrics depend on it. */
  waiting: boolean;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** The target's metrics as checkboxes, each with the server's description. */
export function MetricPicker({ labelId, metrics, waiting, chosen, onChange }: MetricPickerProps) {
  const { t } = useTranslation('evaluation');
  const metricText = useMetricText();
  if (waiting) return <p className="m-0 text-sm opacity-60">{t('start.metrics_wait')}</p>;
  if (metrics.kind === 'loading') return <Spinner label={t('loading')} className="text-primary-text" />;
  if (metrics.kind === 'failed')
    return <p className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">{t('start.metrics_failed')}</p>;
  if (metrics.items.length === 0) return <p className="m-0 text-sm opacity-60">{t('start.no_metrics')}</p>;
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...chosen, name] : chosen.filter((other) => other !== name));
  return (
    <ul role="group" aria-labelledby={labelId} className="m-0 flex list-none flex-col gap-2 p-0">
      {metrics.items.map((metric) => (
        <li key={metric.name}>
          <label className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={chosen.includes(metric.name)}
              onChange={(event) => toggle(metric.name, event.target.checked)}
            />
            <span className="flex flex-col">
              <span className="font-medium">{metricText.label(metric.name)}</span>
              {(metricText.help(metric.name) ?? metric.describe) && (
                <span className="text-xs opacity-60">{metricText.help(metric.name) ?? metric.describe}</span>
              )}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
