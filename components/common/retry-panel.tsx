import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RetryPanelProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  onRetry: () => void;
  testId?: string;
}

/** Something failed to load or render: say so and offer a retry. */
export function RetryPanel({ title, description, icon, onRetry, testId }: RetryPanelProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex h-full min-h-[40vh] flex-col items-center justify-center gap-3 p-6 text-center"
      data-testid={testId}
    >
      {icon}
      <h2 className="m-0 text-lg font-semibold">{title}</h2>
      {description && <p className="m-0 max-w-md opacity-70">{description}</p>}
      <button
        type="button"
        onClick={onRetry}
        className="h-8 cursor-pointer rounded border-0 bg-primary-solid px-4 text-sm text-white hover:bg-primary-solid-hover"
      >
        {t('retry')}
      </button>
    </div>
  );
}
