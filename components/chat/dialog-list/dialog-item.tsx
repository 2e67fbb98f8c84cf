import { useTranslation } from 'react-i18next';
import type { Conversation } from '@/contract/chat';
import { DeleteConfirm } from './delete-confirm';
import { conversationTitle } from './group-by-day';
import { SceneIcon } from './scene-icon';
import '@/locales/areas/chat';

interface DialogItemProps {
  conversation: Conversation;
  active: boolean;
  onSelect: (conversation: Conversation) => void;
  /** Resolves once the server has answered, so the confirmation shows its progress until then. */
  onDelete: (conversation: Conversation) => Promise<void>;
}

/** One conversation: its scene and title to open it, and a delete button that asks first. */
export function DialogItem({ conversation, active, onSelect, onDelete }: DialogItemProps) {
  const { t } = useTranslation('chat');
  const title = conversationTitle(conversation) || t('dialogs.untitled');
  return (
    <li
      className={`group flex items-center gap-1 rounded-md pr-1 transition-colors ${
        active ? 'bg-[#0C75FC]/10 text-primary-text' : 'hover:bg-black/5 dark:hover:bg-white/10'
      }`}
      data-testid="dialog-item"
    >
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(conversation)}
        className="flex h-9 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md border-0 bg-transparent px-2 text-left text-sm text-inherit focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
      >
        <SceneIcon chatMode={conversation.chat_mode} />
        <span className="truncate">{title}</span>
      </button>
      <DeleteConfirm label={t('dialogs.delete', { title })} onConfirm={() => onDelete(conversation)} />
    </li>
  );
}
