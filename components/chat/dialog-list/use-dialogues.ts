import { useCallback, useEffect, useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { deleteDialogue, getDialogueList } from '@/client/api/chat';
import type { Conversation } from '@/contract/chat';
import { requestRename, type RenameOutcome } from './rename-request';

// A DB-GPT server answers its 10 newest when no page is asked for (contract 6.2); ours answers all. The
// list asks page by page, so each answer stays small however many conversations there are.
export const DIALOG_LIST_PAGE_SIZE = 100;

async function loadPage(page: number): Promise<Conversation[]> {
  const [error, data, envelope] = await apiInterceptors(
    getDialogueList({ page, page_size: DIALOG_LIST_PAGE_SIZE }),
  );
  // The interceptor has already told the user what went wrong; the list offers a retry.
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return data ?? [];
}

function appendNew(shown: readonly Conversation[], page: readonly Conversation[]): Conversation[] {
  const known = new Set(shown.map((conversation) => conversation.conv_uid));
  return [...shown, ...page.filter((conversation) => !known.has(conversation.conv_uid))];
}

interface ListState {
  conversations: Conversation[] | undefined;
  /** Pages loaded so far; a short page means there are no more. */
  pages: number;
  complete: boolean;
  loading: boolean;
  error: boolean;
  /** The server has no rename route (DB-GPT): the list stops offering it. */
  renameUnavailable: boolean;
}

const INITIAL: ListState = {
  conversations: undefined,
  pages: 0,
  complete: false,
  loading: true,
  error: false,
  renameUnavailable: false,
};

/**
 * The conversation list: its first page on mount and whenever `refreshKey` changes, then further pages
 * when asked (`loadMore`, as the list scrolls) or all of them (`loadAll`, for a search); with rename and delete.
 */
export function useDialogues(refreshKey: number) {
  const [state, setState] = useState<ListState>(INITIAL);
  const generation = useRef(0);
  const busy = useRef(false);

  const loadFirst = useCallback(() => {
    const current = (generation.current += 1);
    busy.current = true;
    const settle = () => {
      if (current === generation.current) busy.current = false;
    };
    return loadPage(1).then(
      (page) => {
        settle();
        if (current !== generation.current) return;
        const complete = page.length < DIALOG_LIST_PAGE_SIZE;
        setState((previous) => ({
          ...previous,
          conversations: page,
          pages: 1,
          complete,
          loading: false,
          error: false,
        }));
      },
      () => {
        settle();
        if (current === generation.current)
          setState((previous) => ({ ...previous, loading: false, error: true }));
      },
    );
  }, []);

  // A refresh keeps what is shown until the new first page arrives.
  useEffect(() => {
    void loadFirst();
  }, [loadFirst, refreshKey]);

  /** After a failure: shows the loading state again and asks anew. */
  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true, error: false }));
    void loadFirst();
  }, [loadFirst]);

  /** Loads the next page unless one is loading or none is left; resolves whether more may follow. */
  const loadMore = useCallback(async (): Promise<boolean> => {
    if (busy.current || state.complete || state.error || !state.conversations) return false;
    const current = generation.current;
    busy.current = true;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const page = await loadPage(state.pages + 1);
      if (current !== generation.current) return false;
      const complete = page.length < DIALOG_LIST_PAGE_SIZE;
      setState((previous) => ({
        ...previous,
        conversations: appendNew(previous.conversations ?? [], page),
        pages: previous.pages + 1,
        complete,
        loading: false,
        error: false,
      }));
      return !complete;
    } catch {
      if (current === generation.current) setState((previous) => ({ ...previous, loading: false }));
      return false;
    } finally {
      if (current === generation.current) busy.current = false;
    }
  }, [state.complete, state.conversations, state.error, state.pages]);

  /** True when the server deleted it; the conversation then leaves the list at once. */
  const remove = useCallback(async (convUid: string): Promise<boolean> => {
    const [error, , envelope] = await apiInterceptors(deleteDialogue(convUid));
    if (error || !envelope?.success) return false;
    setState((previous) => ({
      ...previous,
      conversations: previous.conversations?.filter((conversation) => conversation.conv_uid !== convUid),
    }));
    return true;
  }, []);

  /** Saves a new title; the list shows it at once when the server took it. */
  const rename = useCallback(async (convUid: string, title: string): Promise<RenameOutcome> => {
    const outcome = await requestRename(convUid, title);
    if (outcome === 'unavailable') setState((previous) => ({ ...previous, renameUnavailable: true }));
    if (outcome === 'renamed')
      setState((previous) => ({
        ...previous,
        conversations: previous.conversations?.map((conversation) =>
          conversation.conv_uid === convUid ? { ...conversation, user_input: title } : conversation,
        ),
      }));
    return outcome;
  }, []);

  return {
    conversations: state.conversations,
    renameUnavailable: state.renameUnavailable,
    rename,
    loading: state.loading,
    error: state.error && !state.conversations ? true : undefined,
    complete: state.complete,
    refresh: retry,
    loadMore,
    remove,
  };
}
