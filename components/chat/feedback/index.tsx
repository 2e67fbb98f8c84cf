import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import {
  DislikeFilledIcon,
  DislikeIcon,
  LikeFilledIcon,
  LikeIcon,
  StarFilledIcon,
  StarIcon,
} from '@/components/common/line-icons';
import { lazyOnDemand } from '@/components/common/on-demand';
import { RATING_LABEL_KEYS } from '@/contract/constants/feedback';
import type { FeedbackRecord } from '@/contract/feedback';
import { feedbackDrawer, FeedbackSurface } from './feedback-surface';
import { useFeedback } from './use-feedback';
import '@/locales/areas/chat';

const loadPanels = () => import('./panel-islands');
const dislikePanel = lazyOnDemand(async () => ({ default: (await loadPanels()).DislikePanelIsland }));
const ratingPanel = lazyOnDemand(async () => ({ default: (await loadPanels()).RatingPanelIsland }));

/** Stands in for a panel while its code loads. */
function PanelPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label={label}>
      <div className="h-4 w-3/4 animate-pulse rounded bg-black/5 dark:bg-white/10" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-black/5 dark:bg-white/10" />
    </div>
  );
}

export interface MessageFeedbackProps {
  convUid: string;
  /** The round's `order` from the history (contract 6.3). */
  messageOrder: number;
  variant?: 'inline' | 'drawer';
  /** The round's stored like/unlike (the history message's `feedback`), so the buttons start pressed. */
  initialFeedback?: Partial<FeedbackRecord> | null;
  /** The answer's other actions (copy, retry), first in the same row; a panel opens below the whole row. */
  leading?: ReactNode;
}

type Panel = 'dislike' | 'rating' | null;

/** Like, dislike with reasons and a remark, and a 0–5 rating for one answer. */
export function MessageFeedback({
  convUid,
  messageOrder,
  variant = 'inline',
  initialFeedback,
  leading,
}: MessageFeedbackProps) {
  const { t } = useTranslation(['chat', 'common']);
  const { choice, busy, like, dislike, cancel } = useFeedback(convUid, messageOrder, initialFeedback);
  // The panel's content outlives `open` so the drawer keeps it while it slides away.
  const [panel, setPanel] = useState<Panel>(null);
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState<number | undefined>(undefined);
  const [thanked, setThanked] = useState(false);

  const toggle = (next: Exclude<Panel, null>) => {
    const closing = open && panel === next;
    setPanel(next);
    setOpen(!closing);
  };
  const settle = (accepted: boolean, thank: boolean) => {
    if (!accepted) return;
    setThanked(thank);
    setOpen(false);
  };

  const onLike = async () => {
    if (choice === 'like') settle(await cancel(), false);
    else settle(await like(), true);
  };
  const onDislike = async () => {
    if (choice === 'unlike') settle(await cancel(), false);
    else toggle('dislike');
  };
  const onSubmitDislike = async (...args: Parameters<typeof dislike>) => {
    const accepted = await dislike(...args);
    settle(accepted, true);
    return accepted;
  };

  const rateLabel =
    score === undefined
      ? t('chat:feedback.rate')
      : t('chat:feedback.rated', { score, label: t(`chat:feedback.ratings.${RATING_LABEL_KEYS[score]}`) });
  const pressedClass = 'text-primary-text';
  // The pointer on its way to a button (or the focus on it) starts loading the panel it opens.
  const preloadPanels = () => {
    dislikePanel.preload();
    ratingPanel.preload();
    if (variant === 'drawer') feedbackDrawer.preload();
  };
  const placeholder = <PanelPlaceholder label={t('common:loading')} />;

  return (
    <div className="flex flex-col" data-testid="message-feedback">
      <div className="flex flex-wrap items-center gap-1" data-testid="answer-actions">
        {leading}
        <IconButton
          label={t('chat:feedback.like')}
          aria-pressed={choice === 'like'}
          disabled={busy}
          onClick={() => void onLike()}
          className={choice === 'like' ? pressedClass : 'opacity-70 hover:opacity-100'}
        >
          {choice === 'like' ? <LikeFilledIcon /> : <LikeIcon />}
        </IconButton>
        <IconButton
          label={t('chat:feedback.dislike')}
          aria-pressed={choice === 'unlike'}
          disabled={busy}
          onClick={() => void onDislike()}
          onPointerEnter={preloadPanels}
          onFocus={preloadPanels}
          className={choice === 'unlike' ? pressedClass : 'opacity-70 hover:opacity-100'}
        >
          {choice === 'unlike' ? <DislikeFilledIcon /> : <DislikeIcon />}
        </IconButton>
        <IconButton
          label={rateLabel}
          aria-expanded={open && panel === 'rating'}
          onClick={() => toggle('rating')}
          onPointerEnter={preloadPanels}
          onFocus={preloadPanels}
          className={score === undefined ? 'opacity-70 hover:opacity-100' : pressedClass}
        >
          {score === undefined ? <StarIcon /> : <StarFilledIcon />}
          {score !== undefined && <span className="ml-1 text-xs">{score}</span>}
        </IconButton>
        <span role="status" className="sr-only">
          {thanked ? t('chat:feedback.thanks') : ''}
        </span>
      </div>
      <FeedbackSurface
        variant={variant}
        open={open}
        title={panel === 'rating' ? t('chat:feedback.rating_title') : t('chat:feedback.reasons_title')}
        onClose={() => setOpen(false)}
      >
        <Suspense fallback={placeholder}>
          {panel === 'dislike' && (
            <dislikePanel.Component busy={busy} onSubmit={onSubmitDislike} onCancel={() => setOpen(false)} />
          )}
          {panel === 'rating' && (
            <ratingPanel.Component
              convUid={convUid}
              messageOrder={messageOrder}
              onRated={(value) => {
                setScore(value);
                settle(true, true);
              }}
            />
          )}
        </Suspense>
      </FeedbackSurface>
    </div>
  );
}
