import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CopyIcon, ExclamationCircleIcon, ReloadIcon } from '@/components/common/line-icons';
import { LocalModelOffer } from '@/components/model/local-model-offer';
import { useChatContext } from '@/contexts/chat-context';
import { useChatNotice } from '../hooks/chat-notice';
import '@/locales/areas/chat';
import '@/locales/areas/request';

/** How long the Copy button says "Copied". */
const COPIED_FOR_MS = 2000;

interface AnswerErrorProps {
  error: string;
  /** Sends the question again (the last answer only, once nothing streams). */
  onRetry?: () => void;
}

const actionClass =
  'inline-flex h-7 cursor-pointer items-center gap-1 rounded border border-red-300 bg-white px-2 text-xs text-red-700 transition-colors hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-red-500/40 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-500/15';

/** A failed answer: the server's reason, with Retry (sends the question again) and Copy (the reason). */
export function AnswerError({ error, onRetry }: AnswerErrorProps) {
  const { t } = useTranslation(['chat', 'request']);
  const notice = useChatNotice();
  const { modelList, modelListLoaded } = useChatContext();
  // Failed because the server has no model at all: offer the way in right here, and keep the offer
  // (with its "added" note) once a model has been added from it.
  const noModel = modelListLoaded && modelList.length === 0;
  const [offered, setOffered] = useState(noModel);
  if (noModel && !offered) setOffered(true);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(error);
      setCopied(true);
    } catch {
      notice.error(t('request:copyFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-300">
      <p role="alert" className="m-0 flex items-start gap-2">
        <ExclamationCircleIcon className="mt-0.5 shrink-0" />
        <span className="whitespace-pre-wrap break-words">{error}</span>
      </p>
      <div className="flex flex-wrap gap-2 pl-6">
        {onRetry && (
          <button type="button" onClick={onRetry} className={actionClass}>
            <ReloadIcon />
            {t('chat:conversation.retry_failed')}
          </button>
        )}
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={copied ? t('chat:conversation.copied') : t('chat:conversation.copy_error')}
          className={actionClass}
        >
          {copied ? <CheckCircleIcon /> : <CopyIcon />}
          {copied ? t('chat:conversation.copied') : t('chat:conversation.copy_error_short')}
        </button>
        <span role="status" className="sr-only">
          {copied ? t('chat:conversation.copied') : ''}
        </span>
      </div>
      {offered && <LocalModelOffer withAddLink />}
    </div>
  );
}
