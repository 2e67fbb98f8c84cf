import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanChatMessage } from '../hooks/chat-message';
import { MessageResources } from './message-resources';
import '@/locales/areas/chat';

/** The user's question: its text as written and the files sent with it. */
export const HumanMessage = memo(function HumanMessage({ message }: { message: HumanChatMessage }) {
  const { t } = useTranslation('chat');
  return (
    <article aria-label={t('conversation.question_label')} className="flex flex-col items-end gap-2 py-3">
      <MessageResources resources={message.resources} />
      {message.text && (
        <p className="m-0 max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-primary-solid px-4 py-2.5 text-white">
          {message.text}
        </p>
      )}
    </article>
  );
});
