import { useCallback, useEffect, useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { uploadChatFiles } from '@/client/api/chat';
import { isChatMode } from '@/contract/constants/chat';
import type { UploadedChatFile } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';
import { readChatParams } from '../hooks/use-chat-params';
import { isAcceptedFile } from './file-types';

export type AttachmentState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'ready'; file: UploadedChatFile };

/** Why a file was refused, as a key of the `chat:input` messages. */
export type AttachmentRefusal = 'one_file_only' | 'file_type_invalid';

const IDLE: AttachmentState = { phase: 'idle' };

/** One file at a time, uploaded into the conversation as soon as it is picked (contract 6.7). */
export function useFileAttachment(convUid: string | undefined, chatMode: string) {
  const { model } = useChatContext();
  const [state, setState] = useState<AttachmentState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  const upload = useCallback(
    (file: File): AttachmentRefusal | undefined => {
      if (state.phase !== 'idle') return 'one_file_only';
      if (!isAcceptedFile(file.name, chatMode)) return 'file_type_invalid';
      if (!convUid) return undefined;
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ phase: 'uploading', name: file.name, percent: 0 });
      const params = readChatParams();
      const request = uploadChatFiles(
        {
          conv_uid: convUid,
          chat_mode: isChatMode(chatMode) ? chatMode : 'chat_normal',
          ...(model ? { model_name: model } : {}),
          ...(params.temperature !== null ? { temperature: params.temperature } : {}),
          ...(params.maxNewTokens !== null ? { max_new_tokens: params.maxNewTokens } : {}),
        },
        file,
        {
          signal: controller.signal,
          onUploadProgress: ({ loaded, total }) => {
            const percent = Math.min(100, Math.round((loaded * 100) / (total || file.size || 1)));
            setState((current) => (current.phase === 'uploading' ? { ...current, percent } : current));
          },
        },
      );
      // A cancelled upload settles quietly; the check below ignores it.
      void apiInterceptors(request).then(([error, data, envelope]) => {
        if (controllerRef.current !== controller) return;
        controllerRef.current = null;
        const stored = Array.isArray(data) ? data[0] : data;
        setState(!error && envelope?.success && stored ? { phase: 'ready', file: stored } : IDLE);
      });
      return undefined;
    },
    [state.phase, chatMode, convUid, model],
  );

  /** Drops the file (cancelling its upload), or forgets it once it was sent. */
  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, upload, clear };
}
