import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseCircleIcon } from '@/components/common/line-icons';
import { ChatMarkdown } from '@/components/chat/markdown';
import { MessageReferences, splitReferences } from '@/components/chat/references';
import type { AiChatMessage } from '../hooks/chat-message';
import { AnswerError } from './answer-error';
import { AnswerVersionSwitcher } from './answer-version-switcher';
import { EmptyAnswer } from './empty-answer';
import { MessageActions } from './message-actions';
import { MessageBoundary } from './message-boundary';
import '@/locales/areas/chat';

interface AiMessageProps {
  message: AiChatMessage;
  convUid: string;
  /** Given to the last answer only, and only once it has finished. */
  onRetry?: () => void;
  mobile?: boolean;
}

function GeneratingDots({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex gap-1 py-2">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-1.5 w-1.5 animate-pulse rounded-full bg-current opacity-70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/**
 * An answer: markdown (streamed in place while it arrives), an inline error when it failed, a marker
 * when it was stopped, and its actions once finished. Memoised: finished answers keep the same props,
 * so they do not re-render while a new answer streams.
 */
export const AiMessage = memo(function AiMessage({ message, convUid, onRetry, mobile }: AiMessageProps) {
  const { t } = useTranslation('chat');
  const earlier = message.versions ?? [];
  const total = earlier.length + 1;
  // The latest answer is shown unless the reader picked an earlier version (1-based, as the switcher counts).
  const [picked, setPicked] = useState<number | null>(null);
  const position = picked ?? total;
  const shown = position < total ? { ...earlier[position - 1], error: undefined } : message;
  const { reasoning, status, error } = shown;
  const streaming = status === 'streaming';
  // A knowledge answer's references are cut from its text and listed under it.
  const { answer: content, references } = useMemo(
    () => splitReferences(shown.content, streaming),
    [shown.content, streaming],
  );
  return (
    <article
      aria-label={t('conversation.answer_label')}
      aria-busy={streaming}
      className="flex flex-col gap-2 py-3"
    >
      {(content || reasoning) && (
        <MessageBoundary raw={content}>
          <ChatMarkdown content={content} reasoning={reasoning || undefined} streaming={streaming} />
        </MessageBoundary>
      )}
      {references.length > 0 && <MessageReferences elements={references} />}
      {status === 'done' && !content.trim() && !reasoning && references.length === 0 && <EmptyAnswer />}
      {streaming && !content && !reasoning && <GeneratingDots label={t('conversation.generating')} />}
      {status === 'error' && <AnswerError error={error ?? ''} onRetry={onRetry} />}
      {status === 'stopped' && (
        <span className="inline-flex items-center gap-1 text-xs text-black/45 dark:text-white/45">
          <PauseCircleIcon />
          {t('conversation.stopped')}
        </span>
      )}
      {!streaming && total > 1 && (
        <AnswerVersionSwitcher current={position} total={total} onShow={setPicked} />
      )}
      {!streaming && (
        <MessageActions
          content={content}
          convUid={convUid}
          order={message.order}
          stored={position === total && (status === 'done' || status === 'stopped')}
          feedback={message.feedback}
          // A failed answer offers Retry in its error box.
          onRetry={status === 'error' ? undefined : onRetry}
          mobile={mobile}
        />
      )}
    </article>
  );
});
