import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretRightIcon } from '@/components/common/line-icons';
import type { VisPlugin } from '@/contract/agent-vis';
import '@/locales/areas/chat';

/** Results longer than this are clipped until the reader asks for all of it. */
export const RESULT_CLIP_CHARS = 1500;

const PRE =
  'm-0 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-black/[0.04] p-2 font-mono text-xs dark:bg-white/[0.06]';

/** How long the call took, when the block says (`duration_ms` or `time_ms`, a number of milliseconds). */
export function callDurationMs(call: VisPlugin): number | null {
  for (const field of ['duration_ms', 'time_ms'] as const) {
    const value: unknown = call[field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

/** "350 ms" under a second, else "1.2 s", in the reader's language. */
export function useFormatDuration(): (ms: number) => string {
  const { t, i18n } = useTranslation('chat');
  return (ms) => {
    const locale = i18n.language === 'zh' ? 'zh-CN' : 'en';
    if (ms < 1000) return t('agent.milliseconds', { value: Math.round(ms).toLocaleString(locale) });
    return t('agent.seconds', {
      value: (ms / 1000).toLocaleString(locale, { maximumFractionDigits: ms < 10_000 ? 1 : 0 }),
    });
  };
}

interface FoldSectionProps {
  title: string;
  text: string;
  tone?: string;
  /** Long text shows its first part and a "show all" button. */
  clip?: boolean;
}

/** A titled block of text (arguments, result, error) that folds away under its title. */
export function FoldSection({ title, text, tone = '', clip = false }: FoldSectionProps) {
  const { t } = useTranslation('chat');
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [whole, setWhole] = useState(false);
  const clipped = clip && !whole && text.length > RESULT_CLIP_CHARS;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex cursor-pointer items-center gap-1 self-start rounded border-0 bg-transparent p-0 text-xs font-medium text-black/55 hover:text-black/85 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:text-white/55 dark:hover:text-white/85"
      >
        <CaretRightIcon className={`transition-transform ${open ? 'rotate-90' : ''}`} />
        {title}
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-1">
        <pre className={`${PRE} ${tone}`}>{clipped ? `${text.slice(0, RESULT_CLIP_CHARS)}…` : text}</pre>
        {clip && text.length > RESULT_CLIP_CHARS && (
          <button
            type="button"
            onClick={() => setWhole((value) => !value)}
            className="cursor-pointer self-start rounded border-0 bg-transparent p-0 text-xs text-primary-text hover:underline focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
          >
            {whole ? t('agent.show_less') : t('agent.show_all', { count: text.length })}
          </button>
        )}
      </div>
    </div>
  );
}
