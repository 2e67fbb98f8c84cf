import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { EditIcon } from '@/components/common/line-icons';
import type { Conversation } from '@/contract/chat';
import { DeleteConfirm } from './delete-confirm';
import { conversationTitle } from './group-by-day';
import { RenameField } from './rename-field';
import { RowMenu, type RowMenuItem } from './row-menu';
import { SceneIcon } from './scene-icon';
import '@/locales/areas/chat';

interface DialogItemProps {
  conversation: Conversation;
  active: boolean;
  onSelect: (conversation: Conversation) => void;
  /** Resolves once the server has answered, so the confirmation shows its progress until then. */
  onDelete: (conversation: Conversation) => Promise<void>;
  /** Resolves to whether the editing is over (saved, or the server cannot rename); absent: no rename. */
  onRename?: (conversation: Conversation, title: string) => Promise<boolean>;
}

/**
 * One conversation: its scene and title to open it, rename (button, double-click, F2, or Enter on the open
 * one) and a delete button that asks first; both also in a menu on right-click.
 */
export const DialogItem = memo(function DialogItem({
  conversation,
  active,
  onSelect,
  onDelete,
  onRename,
}: DialogItemProps) {
  const { t } = useTranslation('chat');
  const title = conversationTitle(conversation) || t('dialogs.untitled');
  const [editing, setEditing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [deleteRequest, setDeleteRequest] = useState(0);
  const titleRef = useRef<HTMLButtonElement>(null);
  // Set when the editing ends: the title, back in place of the field, takes the focus once rendered.
  const refocusTitle = useRef(false);
  useEffect(() => {
    if (editing || !refocusTitle.current) return;
    refocusTitle.current = false;
    titleRef.current?.focus();
  }, [editing]);

  const startRename = () => {
    if (onRename) setEditing(true);
  };
  const stopRename = () => {
    refocusTitle.current = true;
    setEditing(false);
  };
  const closeMenu = useCallback((refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) titleRef.current?.focus();
  }, []);
  const menuItems: RowMenuItem[] = [
    ...(onRename ? [{ key: 'rename', label: t('dialogs.rename_action'), onSelect: startRename }] : []),
    { key: 'delete', label: t('dialogs.delete_ok'), onSelect: () => setDeleteRequest((count) => count + 1) },
  ];

  return (
    <li
      className={`group relative flex items-center gap-1 rounded-md pr-1 transition-colors ${
        active ? 'bg-[#0C75FC]/10 text-primary-text' : 'hover:bg-black/5 dark:hover:bg-white/10'
      }`}
      data-testid="dialog-item"
      onContextMenu={(event) => {
        if (editing) return;
        event.preventDefault();
        setMenuOpen(true);
      }}
    >
      {editing && onRename ? (
        <div className="flex h-9 min-w-0 flex-1 items-center gap-2 pl-2">
          <SceneIcon chatMode={conversation.chat_mode} />
          <RenameField
            title={conversationTitle(conversation)}
            onCancel={stopRename}
            onSave={async (next) => {
              const done = await onRename(conversation, next);
              if (done) stopRename();
              return done;
            }}
          />
        </div>
      ) : (
        <>
          <button
            ref={titleRef}
            type="button"
            aria-current={active ? 'true' : undefined}
            aria-keyshortcuts={onRename ? 'F2' : undefined}
            onClick={() => onSelect(conversation)}
            onDoubleClick={startRename}
            onKeyDown={(event) => {
              // Enter opens a conversation; on the open one there is nothing to open, so it renames.
              if (event.key === 'F2' || (event.key === 'Enter' && active && onRename)) {
                event.preventDefault();
                startRename();
              }
            }}
            className="flex h-9 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md border-0 bg-transparent px-2 text-left text-sm text-inherit focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
          >
            <SceneIcon chatMode={conversation.chat_mode} />
            <span className="truncate">{title}</span>
          </button>
          {onRename && (
            <IconButton
              label={t('dialogs.rename', { title })}
              onClick={startRename}
              className="shrink-0 opacity-50 group-hover:opacity-100 focus-visible:opacity-100"
            >
              <EditIcon />
            </IconButton>
          )}
        </>
      )}
      <DeleteConfirm
        label={t('dialogs.delete', { title })}
        onConfirm={() => onDelete(conversation)}
        openRequest={deleteRequest}
      />
      {menuOpen && <RowMenu title={title} items={menuItems} onClose={closeMenu} />}
    </li>
  );
});
