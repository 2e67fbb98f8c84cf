import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WarningIcon } from '@/components/common/shell-icons';
import { useTranslation } from 'react-i18next';

function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex h-full min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center"
      data-testid="page-error"
    >
      <WarningIcon className="text-5xl text-amber-500" />
      <h2 className="m-0 text-xl font-semibold">{t('error_boundary.title')}</h2>
      <p className="m-0 max-w-md opacity-70">{t('error_boundary.description')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-8 cursor-pointer rounded border-0 bg-[#0C75FC] px-4 text-sm text-white hover:bg-[#3d91fd]"
      >
        {t('retry')}
      </button>
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
