import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { PlusIcon, SearchIcon } from '@/components/common/line-icons';
import { RetryPanel } from '@/components/common/retry-panel';
import { CollapseIcon, ExpandIcon } from '@/components/common/shell-icons';
import type { Conversation } from '@/contract/chat';
import { useStableCallback } from '../hooks/use-stable-callback';
import { DialogGroups } from './dialog-groups';
import { conversationTitle } from './group-by-day';
import { useDialogues } from './use-dialogues';
import '@/locales/areas/chat';

/** How close to the end of the list the next page starts loading. */
const SCROLL_LOAD_MARGIN_PX = 240;

export interface DialogListProps {
  activeConvUid?: string;
  /** Bump it to reload the list, e.g. after a new conversation got its first answer. */
  refreshKey: number;
  onSelect: (conversation: Conversation) => void;
  onNew: () => void;
  /** A conversation was deleted (before `onNew` when it was the open one). */
  onDeleted?: (convUid: string) => void;
  defaultCollapsed?: boolean;
  /** Given, the caller decides (the phone's drawer); otherwise the list keeps its own state. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2 px-2 py-3" aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="h-8 animate-pulse rounded-md bg-black/5 dark:bg-white/5" />
      ))}
    </div>
  );
}

/** The conversations: new chat, search by title, grouped by day, rename, delete with confirmation; collapsible. */
export function DialogList({
  activeConvUid,
  refreshKey,
  onSelect,
  onNew,
  onDeleted,
  defaultCollapsed = false,
  collapsed: collapsedByCaller,
  onCollapsedChange,
}: DialogListProps) {
  const { t } = useTranslation(['chat', 'common']);
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const collapsed = collapsedByCaller ?? ownCollapsed;
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const { conversations, loading, error, complete, refresh, loadMore, remove, rename, renameUnavailable } =
    useDialogues(refreshKey);

  const needle = query.trim().toLocaleLowerCase();
  // A search covers every conversation: the pages not loaded yet are fetched one after the other.
  const searchingAll = Boolean(needle) && !complete && !error;
  useEffect(() => {
    if (searchingAll && !loading) void loadMore();
  }, [searchingAll, loading, loadMore]);
  // Older conversations load as the list is scrolled near its end.
  const onListScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - SCROLL_LOAD_MARGIN_PX) void loadMore();
  };
  const visible = useMemo(
    () =>
      needle
        ? (conversations ?? []).filter((conversation) =>
            conversationTitle(conversation).toLocaleLowerCase().includes(needle),
          )
        : (conversations ?? []),
    [conversations, needle],
  );

  // Stable, so the memoised rows do not re-render when a page of older conversations arrives.
  const select = useStableCallback(onSelect);
  const handleDelete = useStableCallback(async (conversation: Conversation) => {
    if (!(await remove(conversation.conv_uid))) return;
    // The focused delete button is gone; keep keyboard users inside the list.
    searchRef.current?.focus();
    onDeleted?.(conversation.conv_uid);
    if (conversation.conv_uid === activeConvUid) onNew();
  });
  // Editing ends when the title is saved, or when the server turns out to have no rename at all.
  const handleRename = useStableCallback(
    async (conversation: Conversation, title: string) =>
      (await rename(conversation.conv_uid, title)) !== 'failed',
  );

  const toggle = (
    <IconButton
      label={collapsed ? t('chat:dialogs.expand') : t('chat:dialogs.collapse')}
      aria-expanded={!collapsed}
      onClick={() => {
        setOwnCollapsed(!collapsed);
        onCollapsedChange?.(!collapsed);
      }}
    >
      {collapsed ? <ExpandIcon /> : <CollapseIcon />}
    </IconButton>
  );

  if (collapsed) {
    return (
      <nav
        aria-label={t('chat:dialogs.heading')}
        className="flex h-full w-14 shrink-0 flex-col items-center gap-2 border-r border-black/5 py-3 dark:border-white/10"
        data-testid="dialog-list"
      >
        {toggle}
        <IconButton label={t('chat:dialogs.new_chat')} onClick={onNew}>
          <PlusIcon />
        </IconButton>
      </nav>
    );
  }

  let body;
  if (loading && !conversations) body = <ListSkeleton label={t('common:loading')} />;
  else if (error && !conversations)
    body = <RetryPanel title={t('chat:dialogs.load_failed')} onRetry={refresh} testId="dialog-list-error" />;
  else if (!conversations?.length)
    body = <p className="m-0 px-3 py-4 text-sm opacity-70">{t('chat:dialogs.empty')}</p>;
  else if (!visible.length)
    body = (
      <p className="m-0 px-3 py-4 text-sm opacity-70">
        {t('chat:dialogs.no_match', { query: query.trim() })}
      </p>
    );
  else
    body = (
      <DialogGroups
        conversations={visible}
        activeConvUid={activeConvUid}
        onSelect={select}
        onDelete={handleDelete}
        onRename={renameUnavailable ? undefined : handleRename}
      />
    );

  return (
    <nav
      aria-label={t('chat:dialogs.heading')}
      className="flex h-full w-64 shrink-0 flex-col border-r border-black/5 dark:border-white/10"
      data-testid="dialog-list"
    >
      <div className="flex items-center gap-1 px-2 pt-3">
        <h2 className="m-0 flex-1 truncate pl-1 text-sm font-semibold">{t('chat:dialogs.heading')}</h2>
        {toggle}
      </div>
      <div className="flex flex-col gap-2 px-2 py-2">
        <button
          type="button"
          onClick={onNew}
          className="flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md border border-[#0C75FC]/40 bg-[#0C75FC]/5 text-sm text-primary-text transition-colors hover:bg-[#0C75FC]/10 focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
        >
          <PlusIcon />
          {t('chat:dialogs.new_chat')}
        </button>
        <div className="flex h-8 items-center gap-2 rounded-md border border-black/15 bg-white px-2.5 transition-colors hover:border-[#0C75FC]/60 focus-within:border-[#0C75FC] dark:border-white/20 dark:bg-transparent">
          <SearchIcon className="opacity-50" />
          <input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Escape empties the search everywhere, as the native clear button does.
              if (event.key !== 'Escape' || !query) return;
              event.preventDefault();
              setQuery('');
            }}
            placeholder={t('chat:dialogs.search_placeholder')}
            aria-label={t('chat:dialogs.search_label')}
            className="h-full min-w-0 flex-1 border-0 bg-transparent p-0 text-sm text-inherit outline-none placeholder:text-black/40 dark:placeholder:text-white/40"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3" onScroll={onListScroll}>
        {renameUnavailable && (
          <p role="status" className="m-0 px-3 pb-2 text-xs opacity-70">
            {t('chat:dialogs.rename_unavailable')}
          </p>
        )}
        {body}
        {conversations && (searchingAll || (loading && !complete)) && (
          <p role="status" className="m-0 px-3 py-2 text-xs opacity-70">
            {searchingAll ? t('chat:dialogs.searching_all') : t('chat:dialogs.loading_more')}
          </p>
        )}
      </div>
    </nav>
  );
}
