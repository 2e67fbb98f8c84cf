import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDocument, syncDocument } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { succeeded } from '@/components/model/request-failure';
import type { KnowledgeDocument } from '@/contract/knowledge';
import type { useConfirm } from '../use-confirm';
import type { DocumentCommand } from './document-row';
import '@/locales/areas/knowledge';

/**
 * Sync (or re-sync), edit and delete (asked first) for the documents of a space. Refusals reach the user as
 * the request notification with the server's reason; every change reloads the list.
 */
export function useDocumentCommands(
  space: string,
  confirm: ReturnType<typeof useConfirm>,
  reload: () => void,
  toast: (text: string) => void,
) {
  const { t } = useTranslation('knowledge');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<KnowledgeDocument | null>(null);

  const busyWhile = async (document: KnowledgeDocument, work: () => Promise<void>) => {
    setBusyId(document.id);
    try {
      await work();
    } finally {
      setBusyId(null);
      reload();
    }
  };

  const sync = (document: KnowledgeDocument) =>
    busyWhile(document, async () => {
      if (succeeded(await apiInterceptors(syncDocument(space, { doc_ids: [document.id] })))) {
        toast(t('documents.sync_started', { name: document.doc_name }));
      }
    });

  const remove = (document: KnowledgeDocument) =>
    confirm.ask({
      title: t('documents.delete_title', { name: document.doc_name }),
      content: t('documents.delete_content'),
      okText: t('documents.delete_ok'),
      cancelText: t('documents.cancel'),
      onConfirm: () =>
        busyWhile(document, async () => {
          if (succeeded(await apiInterceptors(deleteDocument(space, { doc_name: document.doc_name })))) {
            toast(t('documents.deleted', { name: document.doc_name }));
          }
        }),
    });

  const run = (document: KnowledgeDocument, command: DocumentCommand) => {
    if (command === 'sync') void sync(document);
    else if (command === 'edit') setEditing(document);
    else remove(document);
  };

  const edited = (name: string) => {
    setEditing(null);
    toast(t('documents.edited', { name }));
    reload();
  };

  return { run, busyId, editing, stopEditing: () => setEditing(null), edited };
}
