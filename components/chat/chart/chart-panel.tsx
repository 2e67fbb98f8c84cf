import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/contexts/preferences-context';
import '@/locales/areas/chat';
import type { ShownChart } from './chart-model';
import { planChart, type IndicatorItem } from './chart-option';
import { ChartPlaceholder } from './chart-placeholder';
import { DataTable } from './data-table';

// echarts loads with the first answer that draws a chart, never with the chat screen.
const EChartsView = lazy(() => import('./echarts-renderer'));

function Indicators({ items }: { items: IndicatorItem[] }) {
  return (
    <dl
      className="m-0 grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3"
      data-testid="chart-indicator"
    >
      {items.map((item, index) => (
        <div
          key={`${item.label}-${index}`}
          className="rounded-lg border border-solid border-black/10 p-4 dark:border-white/15"
        >
          <dt className="truncate text-sm text-black/60 dark:text-white/60">{item.label}</dt>
          <dd className="m-0 mt-1 text-3xl font-semibold tabular-nums break-all">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Chart tab: the chart the block asks for, or the table when no chart fits its data. */
export function ChartPanel({ chart, fileName }: { chart: ShownChart; fileName: string }) {
  const { t } = useTranslation('chat');
  const { mode } = usePreferences();
  const plan = useMemo(() => planChart(chart), [chart]);
  if (plan.kind === 'indicator') return <Indicators items={plan.items} />;
  if (plan.kind === 'table')
    return (
      <div className="flex flex-col gap-2">
        <p role="note" className="m-0 text-xs text-black/55 dark:text-white/55">
          {t('chart.no_fit')}
        </p>
        <DataTable columns={chart.columns} rows={chart.rows} fileName={fileName} />
      </div>
    );
  return (
    <Suspense fallback={<ChartPlaceholder label={t('chart.loading')} />}>
      <EChartsView
        option={plan.option}
        dark={mode === 'dark'}
        label={chart.title || t(`chart.kind.${plan.drawn}`)}
      />
    </Suspense>
  );
}
