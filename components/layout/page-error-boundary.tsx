import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="flex h-full items-center justify-center p-6" data-testid="page-error">
      <Result
        status="warning"
        title={t('error_boundary.title')}
        subTitle={t('error_boundary.description')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
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
