import { useTranslation } from 'react-i18next';
import type { AgentMessage } from '@/contract/agent-vis';
import { HUMAN_RECEIVER } from '@/contract/constants/agent-vis';
import { NestedMarkdown } from '@/components/chat/markdown/nested-markdown';
import '@/locales/areas/chat';

/**
 * Messages between agents, and the answer to the user: who wrote to whom (and with which model), then the
 * message's markdown, whose tool calls, charts and thinking render through the same fences.
 */
export function AgentMessagesView({ messages }: { messages: readonly AgentMessage[] }) {
  const { t } = useTranslation('chat');
  return messages.map((message, index) => {
    const toUser = !message.receiver || message.receiver === HUMAN_RECEIVER;
    return (
      <section
        key={index}
        aria-label={t('agent.message_from', { sender: message.sender })}
        className={`my-2 flex flex-col gap-1 ${toUser ? '' : 'rounded-lg border border-dashed border-black/10 px-3 py-2 dark:border-white/15'}`}
      >
        <header className="flex flex-wrap items-center gap-1.5 text-xs text-black/55 dark:text-white/55">
          <span className="font-medium text-black/80 dark:text-white/80">{message.sender}</span>
          <span aria-hidden>→</span>
          <span>{toUser ? t('agent.you') : message.receiver}</span>
          {message.model && (
            <span className="rounded bg-black/[0.05] px-1.5 py-0.5 dark:bg-white/10">{message.model}</span>
          )}
        </header>
        {message.markdown.trim() && <NestedMarkdown content={message.markdown} />}
      </section>
    );
  });
}
