import { useTranslation } from 'react-i18next';

/** What a chat route shows for the moment its screen's code is loading: the layout's outline. */
export function ChatPageLoading({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      className="flex h-full min-h-0"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="chat-loading"
    >
      {!mobile && (
        <div className="hidden w-64 shrink-0 border-r border-black/5 md:block dark:border-white/10" />
      )}
      <div className="flex flex-1 flex-col justify-end gap-3 p-6">
        <div className="mx-auto h-12 w-full max-w-3xl animate-pulse rounded-lg bg-black/5 dark:bg-white/5" />
      </div>
    </div>
  );
}
