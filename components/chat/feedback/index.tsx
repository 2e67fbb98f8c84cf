import { useState } from 'react';
import {
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { RATING_LABEL_KEYS } from '@/contract/constants/feedback';
import type { FeedbackRecord } from '@/contract/feedback';
import { DislikePanel } from './dislike-panel';
import { FeedbackSurface } from './feedback-surface';
import { RatingPanel } from './rating-panel';
import { useFeedback } from './use-feedback';
import '@/locales/areas/chat';

export interface MessageFeedbackProps {
  convUid: string;
  /** The round's `order` from the history (contract 6.3). */
  messageOrder: number;
  variant?: 'inline' | 'drawer';
  /** The round's stored like/unlike (the history message's `feedback`), so the buttons start pressed. */
  initialFeedback?: Partial<FeedbackRecord> | null;
}

type Panel = 'dislike' | 'rating' | null;

/** Like, dislike with reasons and a remark, and a 0–5 rating for one answer. */
export function MessageFeedback({
  convUid,
  messageOrder,
  variant = 'inline',
  initialFeedback,
}: MessageFeedbackProps) {
  const { t } = useTranslation('chat');
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
      ? t('feedback.rate')
      : t('feedback.rated', { score, label: t(`feedback.ratings.${RATING_LABEL_KEYS[score]}`) });
  const pressedClass = 'text-[#0C75FC]';

  return (
    <div className="flex flex-col" data-testid="message-feedback">
      <div className="flex items-center gap-0.5">
        <IconButton
          label={t('feedback.like')}
          aria-pressed={choice === 'like'}
          disabled={busy}
          onClick={() => void onLike()}
          className={choice === 'like' ? pressedClass : 'opacity-60 hover:opacity-100'}
        >
          {choice === 'like' ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        </IconButton>
        <IconButton
          label={t('feedback.dislike')}
          aria-pressed={choice === 'unlike'}
          disabled={busy}
          onClick={() => void onDislike()}
          className={choice === 'unlike' ? pressedClass : 'opacity-60 hover:opacity-100'}
        >
          {choice === 'unlike' ? <DislikeFilled aria-hidden /> : <DislikeOutlined aria-hidden />}
        </IconButton>
        <IconButton
          label={rateLabel}
          aria-expanded={open && panel === 'rating'}
          onClick={() => toggle('rating')}
          className={score === undefined ? 'opacity-60 hover:opacity-100' : pressedClass}
        >
          {score === undefined ? <StarOutlined aria-hidden /> : <StarFilled aria-hidden />}
          {score !== undefined && <span className="ml-1 text-xs">{score}</span>}
        </IconButton>
        <span role="status" className="sr-only">
          {thanked ? t('feedback.thanks') : ''}
        </span>
      </div>
      <FeedbackSurface
        variant={variant}
        open={open}
        title={panel === 'rating' ? t('feedback.rating_title') : t('feedback.reasons_title')}
        onClose={() => setOpen(false)}
      >
        {panel === 'dislike' && (
          <DislikePanel busy={busy} onSubmit={onSubmitDislike} onCancel={() => setOpen(false)} />
        )}
        {panel === 'rating' && (
          <RatingPanel
            convUid={convUid}
            messageOrder={messageOrder}
            onRated={(value) => {
              setScore(value);
              settle(true, true);
            }}
          />
        )}
      </FeedbackSurface>
    </div>
  );
}
