import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon } from '@/components/common/line-icons';
import type { ChatMessage } from '../hooks/chat-message';
import { AiMessage } from './ai-message';
import { HumanMessage } from './human-message';
import { useStickToBottom } from './use-stick-to-bottom';
import '@/locales/areas/chat';

const PLAIN_ROWS_WHILE_LOADING = 10;

// The virtualizer is only needed for long conversations: its code loads with the first one.
const VirtualRows = lazy(() => import('./virtual-rows').then((module) => ({ default: module.VirtualRows })));

/** While the virtualizer loads, the latest messages show plainly, so the conversation opens at once. */
function LatestRows({
  messages,
  renderMessage,
}: {
  messages: readonly ChatMessage[];
  renderMessage: (message: ChatMessage) => ReactNode;
}) {
  return messages
    .slice(-PLAIN_ROWS_WHILE_LOADING)
    .map((message) => <div key={message.id}>{renderMessage(message)}</div>);
}

/** Past this many messages only the visible ones are rendered. */
export const VIRTUALIZE_AFTER = 40;

interface MessageListProps {
  messages: readonly ChatMessage[];
  convUid: string;
  streaming: boolean;
  onRetry: () => void;
  mobile?: boolean;
}

function lastAnswerId(messages: readonly ChatMessage[]): string | undefined {
  const last = messages[messages.length - 1];
  return last?.role === 'ai' ? last.id : undefined;
}

/** The conversation's messages in a scroll area that follows new content while the reader is at the end. */
export const MessageList = memo(function MessageList({
  messages,
  convUid,
  streaming,
  onRetry,
  mobile,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const contentRef = useRef<HTMLDivElement>(null);
  const { follow, onScroll, detached, jumpToLatest } = useStickToBottom(scrollRef, contentRef);
  useLayoutEffect(follow, [messages, follow]);

  const retryableId = streaming ? undefined : lastAnswerId(messages);
  const renderMessage = useCallback(
    (message: ChatMessage): ReactNode =>
      message.role === 'human' ? (
        <HumanMessage message={message} />
      ) : (
        <AiMessage
          message={message}
          convUid={convUid}
          onRetry={message.id === retryableId ? onRetry : undefined}
          mobile={mobile}
        />
      ),
    [convUid, retryableId, onRetry, mobile],
  );

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={attachScroll}
        onScroll={onScroll}
        role="log"
        aria-label={t('conversation.messages_label')}
        className="h-full overflow-y-auto"
        data-testid="chat-messages"
      >
        <div ref={contentRef} className={`mx-auto w-full max-w-3xl ${mobile ? 'px-3' : 'px-6'}`}>
          {messages.length > VIRTUALIZE_AFTER ? (
            <Suspense fallback={<LatestRows messages={messages} renderMessage={renderMessage} />}>
              <VirtualRows messages={messages} scrollElement={scrollElement} renderMessage={renderMessage} />
            </Suspense>
          ) : (
            messages.map((message) => <div key={message.id}>{renderMessage(message)}</div>)
          )}
        </div>
      </div>
      {detached && (
        <button
          type="button"
          onClick={jumpToLatest}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 cursor-pointer items-center gap-1.5 rounded-full border border-black/10 bg-white px-3 py-1.5 text-sm shadow-md hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/15 dark:bg-[#2a2f3d] dark:hover:bg-[#343a4a]"
        >
          <ArrowDownIcon />
          {t('conversation.jump_to_latest')}
        </button>
      )}
    </div>
  );
});
