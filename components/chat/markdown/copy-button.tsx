import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import { CheckIcon, CopyIcon } from './markdown-icons';
import '@/locales/areas/request';

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  // navigator.clipboard is missing outside secure contexts (plain http on a LAN address).
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Copies `text`; says "Copied" for a moment, or shows why it could not. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation(['chat', 'request']);
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    let next: CopyState;
    try {
      await writeClipboard(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setState(next);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setState('idle'), RESET_AFTER_MS);
  };

  return (
    <span className="flex items-center gap-2">
      {state === 'failed' && (
        <span role="alert" className="text-red-600 dark:text-red-400">
          {t('request:copyFailed')}
        </span>
      )}
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex cursor-pointer items-center gap-1 rounded border-0 bg-transparent px-1.5 py-0.5 text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
      >
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span aria-live="polite">{state === 'copied' ? t('markdown.copied') : t('markdown.copy')}</span>
      </button>
    </span>
  );
}
