import type { ReactNode } from 'react';
import { EmptyState } from '@/components/common/empty-state';
import { InfoCircleIcon } from '@/components/common/line-icons';
import { CARD_GRID, SkeletonCard } from '@/components/common/plain/card-grid';
import { RetryPanel } from '@/components/common/retry-panel';
import type { AreaListState } from './use-area-list';

const SKELETON_CARDS = 6;

interface Message {
  title: string;
  description: string;
}

export interface AreaListTexts {
  /** The list's accessible name. */
  label: string;
  loading: string;
  loadFailed: Message;
  /** The server has no route for this area. */
  unavailable: Message;
}

interface AreaListViewProps<T> {
  state: AreaListState<unknown>;
  /** What to show: the answer, after any filtering on this page. */
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: AreaListTexts;
  /** Shown when `items` is empty: that the server has none, or that nothing matches the search. */
  whenEmpty: Message;
  onRetry: () => void;
  /** Prefix of the test ids: `<id>`, `<id>-loading`, `<id>-error`, `<id>-unavailable`. */
  testId: string;
}

/** The server does not offer the area: said plainly, not as an empty list. */
function UnavailablePanel({ title, description, testId }: Message & { testId: string }) {
  return (
    <div
      className="flex min-h-[40vh] flex-col items-center justify-center gap-2 p-6 text-center"
      data-testid={testId}
    >
      <InfoCircleIcon className="text-5xl text-primary-text opacity-70" />
      <h2 className="m-0 text-lg font-semibold">{title}</h2>
      <p className="m-0 max-w-md opacity-70">{description}</p>
    </div>
  );
}

/** A Construct list in each of its states: loading, failed, not offered, empty, or the cards. */
export function AreaListView<T>({
  state,
  items,
  itemKey,
  renderItem,
  texts,
  whenEmpty,
  onRetry,
  testId,
}: AreaListViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <ul className={CARD_GRID} aria-busy="true" aria-label={texts.loading} data-testid={`${testId}-loading`}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryPanel
        title={texts.loadFailed.title}
        description={texts.loadFailed.description}
        onRetry={onRetry}
        testId={`${testId}-error`}
      />
    );
  }
  if (state.status === 'unavailable') {
    return <UnavailablePanel {...texts.unavailable} testId={`${testId}-unavailable`} />;
  }
  if (items.length === 0) return <EmptyState title={whenEmpty.title} description={whenEmpty.description} />;
  return (
    <ul
      className={CARD_GRID}
      aria-label={texts.label}
      aria-busy={state.refreshing || undefined}
      data-testid={testId}
    >
      {items.map((item) => (
        <li key={itemKey(item)} className="flex">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
