import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newDialogue, uploadChatFiles } from '@/client/api/chat';
import { apiInterceptors } from '@/client/envelope';
import type { UploadedChatFile } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';
import { isAcceptedFile } from '../input/file-types';
import '@/locales/areas/chat';

export type SpreadsheetUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'failed'; message: string };

/** A sheet is loaded into the conversation it belongs to, made first when the landing has none yet. */
export function useSpreadsheetUpload(
  convUid: string | undefined,
  onUploaded: (convUid: string, file: UploadedChatFile) => void,
) {
  const { t } = useTranslation('chat');
  const { model } = useChatContext();
  const [state, setState] = useState<SpreadsheetUploadState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  const conversationFor = useCallback(async (): Promise<string | null> => {
    if (convUid) return convUid;
    const [error, data, envelope] = await apiInterceptors(
      newDialogue({ chat_mode: 'chat_excel', ...(model ? { model_name: model } : {}) }),
      '*',
    );
    return !error && envelope?.success && data?.conv_uid ? data.conv_uid : null;
  }, [convUid, model]);

  const upload = useCallback(
    async (files: File[]) => {
      if (state.phase === 'uploading') return;
      if (files.length !== 1) return setState({ phase: 'failed', message: t('input.one_file_only') });
      const [file] = files;
      if (!isAcceptedFile(file.name, 'chat_excel'))
        return setState({ phase: 'failed', message: t('data_chat.spreadsheet_types') });
      setState({ phase: 'uploading', name: file.name, percent: 0 });
      const target = await conversationFor();
      if (!target) return setState({ phase: 'failed', message: t('data_chat.upload_failed') });
      const controller = new AbortController();
      controllerRef.current = controller;
      const request = uploadChatFiles(
        { conv_uid: target, chat_mode: 'chat_excel', ...(model ? { model_name: model } : {}) },
        file,
        {
          signal: controller.signal,
          onUploadProgress: ({ loaded, total }) => {
            const percent = Math.min(100, Math.round((loaded * 100) / (total || file.size || 1)));
            setState((current) => (current.phase === 'uploading' ? { ...current, percent } : current));
          },
        },
      );
      const [error, data, envelope] = await apiInterceptors(request, '*');
      if (controllerRef.current !== controller) return;
      controllerRef.current = null;
      const stored = Array.isArray(data) ? data[0] : data;
      if (!error && envelope?.success && stored) {
        setState({ phase: 'idle' });
        onUploaded(target, stored);
        return;
      }
      setState({ phase: 'failed', message: envelope?.err_msg || t('data_chat.upload_failed') });
    },
    [state.phase, conversationFor, model, onUploaded, t],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);
  return { state, upload };
}
