import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { CARD_GRID, SkeletonCard } from '@/components/common/plain/card-grid';
import { RetryPanel } from '@/components/common/retry-panel';
import { LocalModelOffer } from './local-model-offer';
import { ModelCard } from './model-card';
import { matchesSearch, modelKey } from './model-state';
import type { ModelListState } from './use-model-list';
import { useModelCommands } from './use-model-commands';
import { useRelativeTime } from './use-relative-time';
import '@/locales/areas/model';

const SKELETON_CARDS = 6;

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
      <ul className={CARD_GRID} aria-busy="true" aria-label={t('loading')} data-testid="model-list-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} roundAvatar />
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
    return (
      <EmptyState
        title={t('empty.title')}
        description={t('empty.description')}
        action={<LocalModelOffer onAdded={onChanged} />}
      />
    );
  }
  const shown = state.models.filter((model) => matchesSearch(model, query));
  return shown.length === 0 ? (
    <EmptyState
      title={t('no_match.title', { query: query.trim() })}
      description={t('no_match.description')}
    />
  ) : (
    <ul className={CARD_GRID} aria-label={t('list_label')} data-testid="model-list">
      {shown.map((model) => (
        <li key={modelKey(model)} className="flex">
          <ModelCard model={model} busy={isBusy(model)} fromNow={fromNow} onCommand={run} />
        </li>
      ))}
    </ul>
  );
}
