import { useCallback, useEffect, useMemo, useState } from 'react';
import { getChunkList } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import type { Chunk, ChunkListRequest } from '@/contract/knowledge';

export const DEFAULT_CHUNK_PAGE_SIZE = 20;
/** How many pages a referenced chunk is looked for in before the list just opens at the first. */
const LOCATE_PAGE_LIMIT = 50;

export type ChunkListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; chunks: Chunk[]; total: number };

/** A settled request, with the request it answered: a newer request makes the screen show loading again. */
type Settled = Exclude<ChunkListState, { status: 'loading' }> & { request: string };

interface Target {
  space: string;
  documentId: number;
  /** A chunk to open the list at (a reference's chunk): its page is found first. */
  chunkId: number | null;
}

async function fetchPage(space: string, body: ChunkListRequest) {
  const [error, data, envelope] = await apiInterceptors(getChunkList(space, body), '*');
  if (error || !envelope?.success || !data) return { ok: false as const, message: envelope?.err_msg || null };
  return { ok: true as const, chunks: Array.isArray(data.data) ? data.data : [], total: data.total ?? 0 };
}

/** The page of the document's chunks that holds `chunkId` (chunks are ordered by id), 1 when none does. */
async function locatePage(target: Target, pageSize: number): Promise<number> {
  for (let page = 1; page <= LOCATE_PAGE_LIMIT; page += 1) {
    const found = await fetchPage(target.space, {
      document_id: target.documentId,
      page,
      page_size: pageSize,
    });
    if (!found.ok) return 1;
    if (found.chunks.some((chunk) => chunk.id === target.chunkId)) return page;
    if (page * pageSize >= found.total) return 1;
  }
  return 1;
}

/**
 * One document's chunks, a page at a time, optionally narrowed by a (debounced) text search. Emptying
 * the search lists every chunk again. With a `chunkId` the list opens at the page that holds it.
 */
export function useChunkList(target: Target) {
  const { space, documentId, chunkId } = target;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_CHUNK_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [located, setLocated] = useState(target.chunkId === null);
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (located) return;
    let cancelled = false;
    void locatePage({ space, documentId, chunkId }, DEFAULT_CHUNK_PAGE_SIZE).then((found) => {
      if (cancelled) return;
      setPage(found);
      setLocated(true);
    });
    return () => {
      cancelled = true;
    };
    // Once, when the screen opens: the target does not change while it is shown (the screen is keyed by it).
  }, [located, space, documentId, chunkId]);

  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    setPage(1);
  }

  const body = useMemo<ChunkListRequest>(
    () => ({ document_id: documentId, page, page_size: pageSize, ...(query ? { content: query } : {}) }),
    [documentId, page, pageSize, query],
  );
  const request = `${JSON.stringify(body)}#${reloads}`;
  useEffect(() => {
    if (!located) return;
    let cancelled = false;
    void fetchPage(space, body).then((result) => {
      if (cancelled) return;
      setSettled(
        result.ok
          ? { status: 'ready', chunks: result.chunks, total: result.total, request }
          : { status: 'failed', message: result.message, request },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [space, body, located, request]);
  const state: ChunkListState = settled && settled.request === request ? settled : { status: 'loading' };

  const changePage = useCallback((next: number, size: number) => {
    setPage(next);
    setPageSize(size);
  }, []);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { state, page, pageSize, changePage, search, setSearch, query, reload };
}
