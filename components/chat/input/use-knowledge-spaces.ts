import { useEffect, useState } from 'react';
import { getChatModeParams } from '@/client/api/chat';
import { apiInterceptors } from '@/client/envelope';

export type KnowledgeSpaces =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; names: string[] };

/** The spaces a knowledge chat can be pointed at (contract 6.6: `{param: space_name, type: "space"}`). */
export function useKnowledgeSpaces(): KnowledgeSpaces {
  const [spaces, setSpaces] = useState<KnowledgeSpaces>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void apiInterceptors(getChatModeParams('chat_knowledge'), '*').then(([error, data, envelope]) => {
      if (cancelled) return;
      if (error || !envelope?.success) return setSpaces({ status: 'error' });
      const names = Array.isArray(data) ? data.map((entry) => entry.param).filter(Boolean) : [];
      setSpaces({ status: 'ready', names });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return spaces;
}
