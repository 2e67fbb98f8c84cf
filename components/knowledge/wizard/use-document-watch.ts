import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { getDocumentList } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { statusOf } from '../document-status';
import { usePolling } from '../use-polling';

const settled = (document: KnowledgeDocument | undefined) =>
  document !== undefined && ['FINISHED', 'FAILED'].includes(statusOf(document));

/**
 * The documents of a sync, asked for by id (`document/list` with `doc_ids`) until each is FINISHED or FAILED.
 * `watchAgain` resumes after a retry.
 */
export function useDocumentWatch(space: string, ids: readonly number[]) {
  const [documents, setDocuments] = useState<ReadonlyMap<number, KnowledgeDocument>>(() => new Map());
  const [round, setRound] = useState(0);

  const fetchDocuments = useEffectEvent(async (): Promise<KnowledgeDocument[] | null> => {
    // Asked quietly: a missed answer is retried at the next tick.
    const [error, data, envelope] = await apiInterceptors(
      getDocumentList(space, { doc_ids: [...ids], page: 1, page_size: ids.length }),
      '*',
    );
    return error || !envelope?.success || !Array.isArray(data?.data) ? null : data.data;
  });

  const merge = useCallback(
    (answer: KnowledgeDocument[] | null) => {
      if (!answer) return;
      setDocuments((current) => {
        const next = new Map(current);
        for (const document of answer) if (ids.includes(document.id)) next.set(document.id, document);
        return next;
      });
    },
    [ids],
  );

  useEffect(() => {
    let live = true;
    void fetchDocuments().then((answer) => {
      if (live) merge(answer);
    });
    return () => {
      live = false;
    };
  }, [merge, round]);

  const active = ids.some((id) => !settled(documents.get(id)));
  // Each tick is a new round: the effect above asks again.
  usePolling(() => setRound((count) => count + 1), active);

  const watchAgain = useCallback((id: number) => {
    setDocuments((current) => {
      const next = new Map(current);
      const known = next.get(id);
      if (known) next.set(id, { ...known, status: 'RUNNING', result: null, sync_progress: null });
      return next;
    });
    setRound((count) => count + 1);
  }, []);

  return { documents, active, watchAgain };
}
