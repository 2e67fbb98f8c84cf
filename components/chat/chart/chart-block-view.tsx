import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartFenceLanguage } from '@/contract/constants/chart-block';
import '@/locales/areas/chat';
import { ChartCard } from './chart-card';
import type { ChartBlock } from './chart-model';
import { ChartPlaceholder } from './chart-placeholder';
import { MalformedChart } from './malformed-chart';
import { parseChartFence, parseChartViewElement, parseDashboardReport } from './parse-chart-block';
import { DashboardGrid } from './dashboard-grid';
import { sourceText, type ChartSource } from './chart-source';

function parse(from: ChartSource['from'], raw: string, language: ChartFenceLanguage): ChartBlock | null {
  if (from === 'fence') return parseChartFence(language, raw);
  if (from === 'chart-view') return parseChartViewElement(raw);
  return parseDashboardReport(raw);
}

/**
 * A chart block read and shown. What cannot be read shows as the raw text in a notice; while the answer
 * streams, a block that does not parse yet is assumed to be still arriving and shows a placeholder.
 */
export default function ChartBlockView({ source, streaming }: { source: ChartSource; streaming: boolean }) {
  const { t } = useTranslation('chat');
  // Keyed on the text, not the object: a streaming answer makes new source objects every frame.
  const raw = sourceText(source);
  const language = source.from === 'fence' ? source.language : 'vis-db-chart';
  const block = useMemo(() => parse(source.from, raw, language), [source.from, raw, language]);
  if (!block) {
    if (streaming) return <ChartPlaceholder label={t('chart.arriving')} />;
    return <MalformedChart raw={raw} />;
  }
  if (block.kind === 'dashboard') return <DashboardGrid dashboard={block.dashboard} />;
  return <ChartCard chart={block.chart} />;
}
