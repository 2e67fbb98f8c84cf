import { useCallback, useRef, useState } from 'react';
import { uploadDocument } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/model/request-failure';
import { suffixOf, type WizardDocument } from './wizard-document';

export interface FileUpload {
  key: string;
  file: File;
  /** 0–100, from the browser's upload progress. */
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

/**
 * Files uploaded one request each, all at once, each with its own progress and, when refused, the server's
 * reason and a retry. Each accepted file becomes a document of the batch (`onUploaded`).
 */
export function useFileUploads(space: string, onUploaded: (document: WizardDocument) => void) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const nextKey = useRef(0);

  const patch = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      patch(key, { status: 'uploading', percent: 0, error: undefined });
      const form = new FormData();
      form.append('doc_name', file.name);
      form.append('doc_type', 'DOCUMENT');
      form.append('doc_file', file, file.name);
      const result = await apiInterceptors(
        uploadDocument(space, form, {
          onUploadProgress: (event) => {
            if (event.total)
              patch(key, { percent: Math.min(99, Math.round((event.loaded / event.total) * 100)) });
          },
        }),
        // The reason is shown beside the file, with its retry.
        '*',
      );
      const id = result[1];
      if (!succeeded(result) || typeof id !== 'number') {
        patch(key, { status: 'failed', error: failureReason(result) });
        return;
      }
      patch(key, { status: 'done', percent: 100 });
      onUploaded({ id, name: file.name, type: 'DOCUMENT', suffix: suffixOf(file.name) });
    },
    [space, patch, onUploaded],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ key: String((nextKey.current += 1)), file }));
      setUploads((current) => [
        ...current,
        ...added.map(({ key, file }) => ({ key, file, percent: 0, status: 'uploading' as const })),
      ]);
      for (const { key, file } of added) void send(key, file);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = uploads.find((upload) => upload.key === key);
      if (item) void send(key, item.file);
    },
    [uploads, send],
  );

  const remove = useCallback((key: string) => {
    setUploads((current) => current.filter((item) => item.key !== key));
  }, []);

  const busy = uploads.some((item) => item.status === 'uploading');
  return { uploads, add, retry, remove, busy };
}
