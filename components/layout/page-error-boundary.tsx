import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryPanel } from '@/components/common/retry-panel';
import { WarningIcon } from '@/components/common/shell-icons';
import { useTranslation } from 'react-i18next';

function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <RetryPanel
      title={t('error_boundary.title')}
      description={t('error_boundary.description')}
      icon={<WarningIcon className="text-5xl text-amber-500" />}
      onRetry={onRetry}
      testId="page-error"
    />
  );
}

interface PageErrorBoundaryState {
  failed: boolean;
}

/** A rendering fault in a page shows a friendly panel with a retry instead of a white page. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page render failed', error, info.componentStack);
  }

  private retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <ErrorPanel onRetry={this.retry} /> : this.props.children;
  }
}
