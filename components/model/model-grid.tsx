import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { RetryPanel } from '@/components/common/retry-panel';
import { ModelCard } from './model-card';
import { matchesSearch, modelKey } from './model-state';
import type { ModelListState } from './use-model-list';
import { useModelCommands } from './use-model-commands';
import { useRelativeTime } from './use-relative-time';
import '@/locales/areas/model';

const GRID = 'm-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';
const SKELETON_CARDS = 6;
const BAR = 'h-4 animate-pulse rounded bg-black/[0.06] dark:bg-white/10';

/** The outline of a card while the list loads (antd's Skeleton look: avatar, title, two lines). */
function SkeletonCard() {
  return (
    <li className="flex gap-4 rounded-lg border border-black/10 p-4 dark:border-white/10">
      <div className="h-8 w-8 shrink-0 animate-pulse rounded-full bg-black/[0.06] dark:bg-white/10" />
      <div className="flex flex-1 flex-col gap-4">
        <div className={`${BAR} w-2/5`} />
        <div className={BAR} />
        <div className={`${BAR} w-3/5`} />
      </div>
    </li>
  );
}

interface ModelGridProps {
  state: ModelListState;
  query: string;
  onRetry: () => void;
  /** A start, stop or delete was answered: the list should be reloaded. */
  onChanged: () => void;
  /** Shows "started", "stopped" and "deleted". */
  toast: (text: string) => void;
}

/** The cards, or the loading, failed, empty and no-match states. */
export function ModelGrid({ state, query, onRetry, onChanged, toast }: ModelGridProps) {
  const { t } = useTranslation('model');
  const fromNow = useRelativeTime();
  const { run, isBusy } = useModelCommands(onChanged, toast);

  if (state.status === 'loading') {
    return (
      <ul className={GRID} aria-busy="true" aria-label={t('loading')} data-testid="model-list-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryPanel
        title={t('load_failed.title')}
        description={t('load_failed.description')}
        onRetry={onRetry}
        testId="model-list-error"
      />
    );
  }
  if (state.models.length === 0) {
    return <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  }
  const shown = state.models.filter((model) => matchesSearch(model, query));
  return shown.length === 0 ? (
    <EmptyState
      title={t('no_match.title', { query: query.trim() })}
      description={t('no_match.description')}
    />
  ) : (
    <ul className={GRID} aria-label={t('list_label')} data-testid="model-list">
      {shown.map((model) => (
        <li key={modelKey(model)} className="flex">
          <ModelCard model={model} busy={isBusy(model)} fromNow={fromNow} onCommand={run} />
        </li>
      ))}
    </ul>
  );
}
