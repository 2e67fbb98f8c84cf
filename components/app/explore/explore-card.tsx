import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StarFilledIcon, StarIcon } from '@/components/common/line-icons';
import type { App } from '@/contract/app';
import { isCollected } from './use-explore-apps';
import '@/locales/areas/explore';
import { AppIcon } from '@/components/app/app-icon';
import { useAppText } from '../app-text';

/** Every card has one height, so the virtual grid knows its rows without measuring them. */
export const EXPLORE_CARD_HEIGHT_PX = 180;

interface ExploreCardProps {
  app: App;
  /** Recommended shows how many conversations an app had instead of when it changed. */
  showHot: boolean;
  fromNow: (time: string | null | undefined) => string | undefined;
  onOpen: (app: App) => void;
  onToggleCollect: (app: App) => void;
}

/**
 * One app on Explore: the whole card opens its chat; the star adds it to (or removes it from) favourites.
 * Memoised: the virtual grid renders again at every row scrolled past, and only the rows coming into view
 * need their cards made (every card again cost long tasks while scrolling; scripts/bench/explore-grid).
 */
export const ExploreCard = memo(function ExploreCard({
  app,
  showHot,
  fromNow,
  onOpen,
  onToggleCollect,
}: ExploreCardProps) {
  const { t } = useTranslation('explore');
  const { name, describe } = useAppText()(app);
  const collected = isCollected(app);
  const owner = app.owner_name ?? app.user_name ?? app.user_code;
  const changed = app.updated_at ?? app.created_at;
  const relative = changed ? fromNow(changed) : undefined;
  return (
    <article
      aria-label={name}
      data-testid="app-card"
      style={{ height: EXPLORE_CARD_HEIGHT_PX }}
      className="relative flex flex-col gap-2 overflow-hidden rounded-lg border border-black/10 bg-white p-4 shadow-sm transition-colors focus-within:border-[#0C75FC] hover:border-[#0C75FC]/50 dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <div className="flex items-center gap-3">
        <AppIcon icon={app.icon} />
        <h2 className="m-0 min-w-0 flex-1 truncate text-base font-semibold" title={name}>
          {/* The name's button covers the card (its ::after), so a click anywhere opens the chat. */}
          <button
            type="button"
            onClick={() => onOpen(app)}
            aria-label={t('card.open', { name })}
            className="w-full cursor-pointer truncate border-0 bg-transparent p-0 text-left font-semibold text-inherit outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </button>
        </h2>
        <button
          type="button"
          aria-pressed={collected}
          aria-label={t(collected ? 'card.uncollect' : 'card.collect', { name })}
          title={t(collected ? 'card.uncollect' : 'card.collect', { name })}
          onClick={() => onToggleCollect(app)}
          className={`relative z-10 inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded border-0 bg-transparent text-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10 ${
            collected ? 'text-[#faad14]' : 'text-inherit opacity-60'
          }`}
        >
          {collected ? <StarFilledIcon /> : <StarIcon />}
        </button>
      </div>
      {describe && <p className="m-0 line-clamp-3 text-sm opacity-70">{describe}</p>}
      <footer className="mt-auto flex items-center justify-between gap-2 text-xs opacity-70">
        <span className="truncate">{owner ? t('card.owner', { owner }) : '\u00a0'}</span>
        {showHot ? (
          <span data-testid="card-hot">🔥 {t('card.hot', { count: app.hot_value ?? 0 })}</span>
        ) : (
          changed && (
            // Spans to the card's edge (never narrower than its text) and its text arrives as a new node: the
            // time appearing once the language's dates have loaded moves nothing.
            <time dateTime={changed} title={changed} className="min-w-fit flex-1 text-right">
              {relative ? <span>{t('card.updated', { time: relative })}</span> : '\u00a0'}
            </time>
          )
        )}
      </footer>
    </article>
  );
});
