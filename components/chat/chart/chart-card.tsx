import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import type { ShownChart } from './chart-model';
import { ChartPanel } from './chart-panel';
import { ChartTabs, type ChartTab } from './chart-tabs';
import { DataTable } from './data-table';
import { SqlPanel } from './sql-panel';

/**
 * One chart block: its title and description, the database's error if the query failed, then the tabs
 * Chart, SQL and Data. A block that asks for a table (or has no rows) opens on Data and has no Chart tab.
 */
export function ChartCard({ chart }: { chart: ShownChart }) {
  const { t } = useTranslation('chat');
  const fileName = chart.title || t('chart.file_name');
  const chartTab: ChartTab = {
    key: 'chart',
    label: t('chart.tab_chart'),
    render: () => <ChartPanel chart={chart} fileName={fileName} />,
  };
  const sqlTab: ChartTab = {
    key: 'sql',
    label: t('chart.tab_sql'),
    render: () => <SqlPanel sql={chart.sql} />,
  };
  const dataTab: ChartTab = {
    key: 'data',
    label: t('chart.tab_data'),
    render: () =>
      chart.rows.length === 0 ? (
        <p className="m-0 text-sm text-black/55 dark:text-white/55">{t('chart.empty')}</p>
      ) : (
        <DataTable columns={chart.columns} rows={chart.rows} fileName={fileName} />
      ),
  };
  const tableOnly = chart.kind === 'table' || chart.rows.length === 0;
  return (
    <section
      aria-label={chart.title || t('chart.result_label')}
      className="my-3 flex min-w-0 flex-col gap-2 rounded-lg border border-solid border-black/10 p-3 dark:border-white/15"
      data-testid="chart-card"
    >
      {(chart.title || chart.describe) && (
        <header>
          {chart.title && <h4 className="m-0 text-base font-medium">{chart.title}</h4>}
          {chart.describe && (
            <p className="m-0 mt-1 text-sm text-black/60 dark:text-white/60">{chart.describe}</p>
          )}
        </header>
      )}
      {chart.error && (
        <p
          role="alert"
          className="m-0 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
        >
          {t('chart.query_failed', { error: chart.error })}
        </p>
      )}
      <ChartTabs
        label={t('chart.tabs_label')}
        tabs={tableOnly ? [dataTab, sqlTab] : [chartTab, sqlTab, dataTab]}
      />
    </section>
  );
}
