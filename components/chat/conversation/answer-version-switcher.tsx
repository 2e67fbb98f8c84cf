import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretLeftIcon, CaretRightIcon } from '@/components/common/line-icons';
import { IconButton } from '@/components/common/icon-button';
import '@/locales/areas/chat';

interface AnswerVersionSwitcherProps {
  /** 1-based position of the version shown. */
  current: number;
  total: number;
  onShow: (position: number) => void;
}

/**
 * "‹ 2/2 ›" under a retried answer. The buttons stay focusable at either end (aria-disabled, not
 * disabled), so the keyboard focus is not lost; the arrow keys step through the versions as well.
 */
export function AnswerVersionSwitcher({ current, total, onShow }: AnswerVersionSwitcherProps) {
  const { t } = useTranslation('chat');
  const step = (by: number) => {
    const next = current + by;
    if (next >= 1 && next <= total) onShow(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const ends = 'aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={t('conversation.versions')}
      className="inline-flex items-center text-sm text-black/50 dark:text-white/50"
    >
      <IconButton
        label={t('conversation.version_previous')}
        aria-disabled={current <= 1}
        onClick={() => step(-1)}
        onKeyDown={onKeyDown}
        className={ends}
      >
        <CaretLeftIcon />
      </IconButton>
      <span aria-hidden="true" className="min-w-8 text-center tabular-nums">
        {current}/{total}
      </span>
      <span role="status" className="sr-only">
        {t('conversation.version_position', { current, total })}
      </span>
      <IconButton
        label={t('conversation.version_next')}
        aria-disabled={current >= total}
        onClick={() => step(1)}
        onKeyDown={onKeyDown}
        className={ends}
      >
        <CaretRightIcon />
      </IconButton>
    </div>
  );
}
