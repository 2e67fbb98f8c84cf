import { useState } from 'react';
import { getDocumentList } from '@/client/api/knowledge';
import { requestAreaList } from '@/components/construct/area-request';
import { useAreaList } from '@/components/construct/use-area-list';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import { usePaging } from '@/components/construct/use-paging';
import type { DocumentListResponse, KnowledgeDocument } from '@/contract/knowledge';
import { isRunning } from '../document-status';
import { usePolling } from '../use-polling';

export interface DocumentPage {
  documents: KnowledgeDocument[];
  /** Null for a name search, which the server answers without paging. */
  total: number | null;
}

const toPage = (data: DocumentListResponse | undefined): DocumentPage => ({
  documents: Array.isArray(data?.data) ? data.data : [],
  total: typeof data?.total === 'number' ? data.total : null,
});

/**
 * A page of the space's documents, filtered by status and searched by name (contract 4.1), asked again every
 * second while any shown document is syncing, and on `reload`.
 */
export function useDocuments(space: string, version = 0) {
  const paging = usePaging();
  const [status, setStatusState] = useState('');
  const [search, setSearchState] = useState('');
  const name = useDebouncedValue(search.trim());
  const [tick, setTick] = useState(0);

  const body = {
    page: paging.page,
    page_size: paging.pageSize,
    ...(status ? { status } : {}),
    ...(name ? { doc_name: name } : {}),
  };
  const { state, retry } = useAreaList(
    `${space}:${JSON.stringify(body)}:${tick}:${version}`,
    () => requestAreaList(getDocumentList(space, body)),
    toPage,
  );

  const running = state.status === 'ready' && state.data.documents.some(isRunning);
  usePolling(() => setTick((count) => count + 1), running && !state.refreshing);

  const setStatus = (next: string) => {
    setStatusState(next);
    paging.toFirstPage();
  };
  const setSearch = (next: string) => {
    setSearchState(next);
    paging.toFirstPage();
  };
  const reload = () => setTick((count) => count + 1);
  return {
    state,
    retry,
    reload,
    paging,
    status,
    setStatus,
    search,
    setSearch,
    filtered: Boolean(status || name),
  };
}
