import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import { BulbIcon, ChevronIcon } from './markdown-icons';
import { useIsStreaming } from './streaming-context';

/** The model's thinking: open while the answer streams, folded away once it is complete. */
export function ThinkingBlock({ children }: { children: ReactNode }) {
  const { t } = useTranslation('chat');
  const streaming = useIsStreaming();
  const panelId = useId();
  const [open, setOpen] = useState(streaming);
  const [followedStreaming, setFollowedStreaming] = useState(streaming);
  // Follows the stream (open while it runs, closed when it ends); the reader's own toggle wins in between.
  if (followedStreaming !== streaming) {
    setFollowedStreaming(streaming);
    setOpen(streaming);
  }

  return (
    <div className="my-2 rounded-lg border border-solid border-black/10 bg-black/[0.02] dark:border-white/10 dark:bg-white/[0.03]">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('markdown.hide_thinking') : t('markdown.show_thinking')}
        title={open ? t('markdown.hide_thinking') : t('markdown.show_thinking')}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-1.5 rounded-lg border-0 bg-transparent px-3 py-1.5 text-left text-[13px] text-black/60 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:text-white/60 dark:hover:bg-white/5"
      >
        <BulbIcon />
        <span>{t('markdown.thinking')}</span>
        {streaming && (
          <span aria-hidden className="animate-pulse">
            …
          </span>
        )}
        <ChevronIcon className={`ml-auto transition-transform ${open ? 'rotate-90' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="border-0 border-l-2 border-solid border-black/10 mx-3 mb-2 pl-3 text-[13px] text-black/60 dark:border-white/15 dark:text-white/60"
      >
        {children}
      </div>
    </div>
  );
}
