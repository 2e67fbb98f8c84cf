import { useEffect, useState } from 'react';
import { getChatModeParams } from '@/client/api/chat';
import { apiInterceptors } from '@/client/envelope';
import type { ChatMode } from '@/contract/constants/chat';
import type { ChatModeParam } from '@/contract/chat';

export type ModeParams =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: ChatModeParam[] };

/**
 * What a scene's `select_param` can be (contract 6.6): the knowledge spaces for `chat_knowledge`, the
 * datasources (`{param: display name, type: db type}`) for the data scenes.
 */
export function useModeParams(chatMode: ChatMode): ModeParams {
  // Held with the scene it was loaded for, so that another scene reads as loading until its own arrive.
  const [loaded, setLoaded] = useState<{ chatMode: ChatMode; params: ModeParams } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void apiInterceptors(getChatModeParams(chatMode), '*').then(([error, data, envelope]) => {
      if (cancelled) return;
      if (error || !envelope?.success) return setLoaded({ chatMode, params: { status: 'error' } });
      const options = Array.isArray(data) ? data.filter((entry) => entry.param) : [];
      setLoaded({ chatMode, params: { status: 'ready', options } });
    });
    return () => {
      cancelled = true;
    };
  }, [chatMode]);
  return loaded?.chatMode === chatMode ? loaded.params : { status: 'loading' };
}
