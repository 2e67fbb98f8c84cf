import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import { ChartCard } from './chart-card';
import type { ShownDashboard } from './chart-model';

/**
 * Several charts as one report: one column on a phone or a narrow chat, two where the answer is wide
 * enough (a container query, since the chat column's width is not the window's). With an odd count the
 * first chart takes the whole row.
 */
export function DashboardGrid({ dashboard }: { dashboard: ShownDashboard }) {
  const { t } = useTranslation('chat');
  const odd = dashboard.charts.length % 2 === 1;
  return (
    <section
      aria-label={dashboard.title || t('chart.dashboard_label')}
      className="@container my-3"
      data-testid="chart-dashboard"
    >
      {dashboard.title && <h3 className="m-0 mb-2 text-lg font-medium">{dashboard.title}</h3>}
      {dashboard.charts.length === 0 ? (
        <p className="m-0 text-sm text-black/55 dark:text-white/55">{t('chart.dashboard_empty')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 @2xl:grid-cols-2">
          {dashboard.charts.map((chart, index) => (
            <div key={index} className={`min-w-0 ${odd && index === 0 ? '@2xl:col-span-2' : ''}`}>
              <ChartCard chart={chart} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
