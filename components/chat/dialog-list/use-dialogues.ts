import { useCallback } from 'react';
import { useRequest } from 'ahooks';
import { apiInterceptors } from '@/client/envelope';
import { deleteDialogue, getDialogueList } from '@/client/api/chat';
import type { Conversation } from '@/contract/chat';

// The server answers its 10 newest by default (contract 6.2); the list and its search want more.
export const DIALOG_LIST_PAGE_SIZE = 100;

async function loadDialogues(): Promise<Conversation[]> {
  const [error, data, envelope] = await apiInterceptors(
    getDialogueList({ page_size: DIALOG_LIST_PAGE_SIZE }),
  );
  // The interceptor has already told the user what went wrong; the list offers a retry.
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return data ?? [];
}

/** The conversation list, loaded on mount and whenever `refreshKey` changes, with delete. */
export function useDialogues(refreshKey: number) {
  const { data, loading, error, refresh, mutate } = useRequest(loadDialogues, {
    refreshDeps: [refreshKey],
    // Already reported by the interceptor's notification; without a handler ahooks logs it again.
    onError: () => undefined,
  });

  /** True when the server deleted it; the conversation then leaves the list at once. */
  const remove = useCallback(
    async (convUid: string): Promise<boolean> => {
      const [error, , envelope] = await apiInterceptors(deleteDialogue(convUid));
      if (error || !envelope?.success) return false;
      mutate((list) => list?.filter((conversation) => conversation.conv_uid !== convUid));
      return true;
    },
    [mutate],
  );

  return { conversations: data, loading, error, refresh, remove };
}
