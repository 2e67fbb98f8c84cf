import type { KnowledgeDocument, SyncStatus } from '@/contract/knowledge';
import { isOneOf } from '@/components/construct/one-of';

export const SYNC_STATUSES: readonly SyncStatus[] = ['TODO', 'RUNNING', 'FINISHED', 'FAILED'];

/** The document's status as this client knows it; an unknown word from a server counts as waiting. */
export function statusOf(document: Pick<KnowledgeDocument, 'status'>): SyncStatus {
  return isOneOf(SYNC_STATUSES, document.status) ? document.status : 'TODO';
}

export const isRunning = (document: Pick<KnowledgeDocument, 'status'>) => statusOf(document) === 'RUNNING';

/** A sync may start again unless one is under way. */
export const canSync = (document: Pick<KnowledgeDocument, 'status'>) => !isRunning(document);
