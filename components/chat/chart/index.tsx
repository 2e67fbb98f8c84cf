import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import { ChartPlaceholder } from './chart-placeholder';
import { sourceText, type ChartSource } from './chart-source';
import { MalformedChart } from './malformed-chart';

export type { ChartSource } from './chart-source';
export { splitChartAnswer, type AnswerPart } from './split-chart-answer';

// The chart view (tabs, SQL formatter, table) loads with the first answer that has a chart block.
const ChartBlockView = lazy(() => import('./chart-block-view'));

interface BoundaryProps {
  raw: string;
  children: ReactNode;
}

/** A chart that throws while rendering shows its raw text; the rest of the answer and the page stay. */
class ChartBoundary extends Component<BoundaryProps, { failed: boolean; raw: string }> {
  state = { failed: false, raw: this.props.raw };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { raw: string }) {
    return props.raw === state.raw ? null : { failed: false, raw: props.raw };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Chart render failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <MalformedChart raw={this.props.raw} failed /> : this.props.children;
  }
}

/** A chart block of a data answer: DB-GPT's `<chart-view>`, a `vis-*` chart fence, or a dashboard report. */
export function ChartBlock({ source, streaming = false }: { source: ChartSource; streaming?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <ChartBoundary raw={sourceText(source)}>
      <Suspense fallback={<ChartPlaceholder label={t('chart.loading')} />}>
        <ChartBlockView source={source} streaming={streaming} />
      </Suspense>
    </ChartBoundary>
  );
}

/** A block still arriving. */
export function PendingChart() {
  const { t } = useTranslation('chat');
  return <ChartPlaceholder label={t('chart.arriving')} />;
}
