import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { EmptyState } from '@/components/common/empty-state';
import { PageHeader } from '@/components/common/page-header';
import { SkeletonCard, CARD_GRID } from '@/components/common/plain/card-grid';
import { SearchInput } from '@/components/common/plain/search-input';
import { Segmented } from '@/components/common/plain/segmented';
import { Spinner } from '@/components/common/plain/spinner';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { useRelativeTime } from '@/components/model/use-relative-time';
import type { App } from '@/contract/app';
import { useOpenAppChat } from '../open-app-chat';
import { ExploreCard } from './explore-card';
import { ExploreGrid } from './explore-grid';
import { QuickQuestion } from './quick-question';
import { EXPLORE_TABS, useExploreApps, type ExploreTab, type ExploreState } from './use-explore-apps';
import '@/locales/areas/explore';

export const CREATE_APP_HREF = '/construct/app?openModal=true';

function GridFooter({ state, onRetry }: { state: ExploreState; onRetry: () => void }) {
  const { t } = useTranslation('explore');
  if (state.loadingMore) return <Spinner label={t('loading_more')} className="mx-auto my-4 block" />;
  if (state.moreFailed) {
    return (
      <p role="alert" className="m-0 my-4 flex items-center justify-center gap-3 text-sm">
        {t('more_failed')}
        <button
          type="button"
          onClick={onRetry}
          className="cursor-pointer border-0 bg-transparent text-primary-text underline"
        >
          {t('retry_more')}
        </button>
      </p>
    );
  }
  if (!state.hasMore && state.apps.length > 12) {
    return (
      <p className="m-0 my-4 text-center text-xs opacity-60">
        {t('all_loaded', { count: state.apps.length })}
      </p>
    );
  }
  return null;
}

/**
 * `/`: published apps by tab (recommended, all, favourites, mine, recently used), searchable, loading 12
 * at a time as the grid scrolls; a card opens its chat, its star collects it. Paints without antd.
 */
export default function ExplorePage() {
  const { t } = useTranslation('explore');
  const [tab, setTab] = useState<ExploreTab>('all');
  const [search, setSearch] = useState('');
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const fromNow = useRelativeTime();
  const openChat = useOpenAppChat();
  const { state, searching, loadMore, toggleCollect, retry } = useExploreApps(tab, search);
  // Stable, so the memoised cards are not made again at every scroll step.
  const collect = useCallback((app: App) => void toggleCollect(app), [toggleCollect]);

  const createButton = (
    <PrimaryLinkButton href={CREATE_APP_HREF}>
      <PlusIcon className="mr-1" />
      {t('create')}
    </PrimaryLinkButton>
  );

  let body;
  if (state.status === 'loading') {
    body = (
      <ul className={CARD_GRID} aria-busy="true" aria-label={t('grid_label')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    );
  } else if (state.status === 'error') {
    body = <RetryPanel title={t('load_failed')} onRetry={retry} testId="explore-error" />;
  } else if (state.apps.length === 0) {
    body = searching ? (
      <EmptyState title={t('no_match.title', { query: searching })} description={t('no_match.description')} />
    ) : (
      <EmptyState
        title={t(`empty.${tab}`)}
        description={t(tab === 'favourites' ? 'empty.favourites_description' : 'empty.description')}
        action={createButton}
      />
    );
  } else {
    body = (
      <ExploreGrid
        apps={state.apps}
        scrollElement={scroller}
        label={t('grid_label')}
        onEndReached={loadMore}
        footer={<GridFooter state={state} onRetry={loadMore} />}
        renderCard={(app) => (
          <ExploreCard
            app={app}
            showHot={tab === 'recommended'}
            fromNow={fromNow}
            onOpen={openChat}
            onToggleCollect={collect}
          />
        )}
      />
    );
  }

  return (
    <div className="flex h-full flex-col">
      <PageHeader title={t('title')} subtitle={t('subtitle')} extra={createButton} />
      <div className="flex flex-col gap-3 px-4 pt-2 sm:px-6">
        <QuickQuestion />
        <div className="flex flex-wrap items-center gap-3">
          <div className="scroll-cue max-w-full overflow-x-auto [&_label]:whitespace-nowrap">
            <Segmented<ExploreTab>
              label={t('tabs_label')}
              value={tab}
              onChange={setTab}
              options={EXPLORE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
            />
          </div>
          {tab !== 'recommended' && (
            <SearchInput
              label={t('search_label')}
              placeholder={t('search_placeholder')}
              clearLabel={t('search_clear')}
              value={search}
              onChange={setSearch}
              className="sm:max-w-xs"
            />
          )}
        </div>
      </div>
      <div
        ref={setScroller}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6"
        data-testid="explore-scroll"
      >
        {body}
      </div>
    </div>
  );
}
