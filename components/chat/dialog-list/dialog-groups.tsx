import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@/contract/chat';
import { DialogItem } from './dialog-item';
import { groupByDay } from './group-by-day';
import '@/locales/areas/chat';

interface DialogGroupsProps {
  conversations: Conversation[];
  activeConvUid?: string;
  onSelect: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => Promise<void>;
  onRename?: (conversation: Conversation, title: string) => Promise<boolean>;
}

/** Conversations under Today, Yesterday and Earlier headings, each a labelled list. */
export function DialogGroups({
  conversations,
  activeConvUid,
  onSelect,
  onDelete,
  onRename,
}: DialogGroupsProps) {
  const { t } = useTranslation('chat');
  const idPrefix = useId();
  const groups = groupByDay(conversations, new Date());
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} data-testid={`dialog-group-${group.key}`}>
            <h3 id={headingId} className="m-0 px-2 pt-1 pb-1 text-xs font-medium opacity-70">
              {t(`dialogs.groups.${group.key}`)}
            </h3>
            <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
              {group.conversations.map((conversation) => (
                <DialogItem
                  key={conversation.conv_uid}
                  conversation={conversation}
                  active={conversation.conv_uid === activeConvUid}
                  onSelect={onSelect}
                  onDelete={onDelete}
                  onRename={onRename}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
