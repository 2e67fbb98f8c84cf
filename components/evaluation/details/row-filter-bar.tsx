import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { useMetricText } from '../metric-label';
import type { RowFilter, ScoreSort } from './detail-rows';
import '@/locales/areas/evaluation';

interface RowFilterBarProps {
  metrics: readonly string[];
  filter: RowFilter;
  onChange: (filter: RowFilter) => void;
}

function bound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Which metric's score to filter and sort the questions by, its bounds, and the order. */
export function RowFilterBar({ metrics, filter, onChange }: RowFilterBarProps) {
  const { t } = useTranslation('evaluation');
  const metricText = useMetricText();
  const id = useId();
  const sorts: { value: ScoreSort; label: string }[] = [
    { value: 'none', label: t('details.sort_none') },
    { value: 'asc', label: t('details.sort_asc') },
    { value: 'desc', label: t('details.sort_desc') },
  ];
  return (
    <div className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="detail-filter">
      <label className="flex flex-col gap-1" htmlFor={`${id}-metric`}>
        {t('details.metric')}
        <PlainSelect
          id={`${id}-metric`}
          value={filter.metric}
          options={metrics.map((name) => ({ value: name, label: metricText.label(name) }))}
          onChange={(event) => onChange({ ...filter, metric: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-min`}>
        {t('details.min')}
        <input
          id={`${id}-min`}
          type="number"
          step="any"
          className={INPUT_CLASS}
          defaultValue={filter.min ?? ''}
          onChange={(event) => onChange({ ...filter, min: bound(event.target.value) })}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-max`}>
        {t('details.max')}
        <input
          id={`${id}-max`}
          type="number"
          step="any"
          className={INPUT_CLASS}
          defaultValue={filter.max ?? ''}
          onChange={(event) => onChange({ ...filter, max: bound(event.target.value) })}
        />
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-sort`}>
        {t('details.sort')}
        <PlainSelect
          id={`${id}-sort`}
          value={filter.sort}
          options={sorts}
          onChange={(event) =>
            onChange({
              ...filter,
              sort: sorts.find((sort) => sort.value === event.target.value)?.value ?? 'none',
            })
          }
        />
      </label>
    </div>
  );
}
