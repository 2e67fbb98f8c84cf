import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import { apiInterceptors } from '@/client/envelope';
import { newDialogue } from '@/client/api/chat';
import { isChatMode } from '@/contract/constants/chat';
import { useChatContext } from '@/contexts/chat-context';

export interface StartedConversation {
  convUid: string;
  question: string;
  /** The address already names it; from then on the address alone decides what is shown. */
  seen: boolean;
}

/** The address of a conversation on `/chat`; the app code and the scene's parameter travel along so a reload keeps them. */
export function conversationQuery(
  convUid: string,
  scene: string,
  appCode?: string | null,
  selectParam?: string | null,
) {
  return {
    id: convUid,
    scene,
    ...(appCode ? { app_code: appCode } : {}),
    ...(selectParam ? { select_param: selectParam } : {}),
  };
}

/**
 * The landing's first question: open a conversation (contract 6.1), put it in the address and hand the
 * question over to be sent. Until the router reports the new address the started one stands in for it.
 */
export function useStartConversation(scene: string, appCode: string | undefined, selectParam?: string) {
  const router = useRouter();
  const { model, chatId } = useChatContext();
  const [started, setStarted] = useState<StartedConversation | null>(null);

  if (started && !started.seen && chatId === started.convUid) setStarted({ ...started, seen: true });

  const start = useCallback(
    async (question: string): Promise<boolean> => {
      const chatMode = isChatMode(scene) ? scene : 'chat_normal';
      const [error, data, envelope] = await apiInterceptors(
        newDialogue({
          chat_mode: chatMode,
          ...(appCode ? { app_code: appCode } : {}),
          ...(model ? { model_name: model } : {}),
        }),
      );
      if (error || !envelope?.success || !data?.conv_uid) return false;
      setStarted({ convUid: data.conv_uid, question, seen: false });
      void router.push(
        { pathname: '/chat', query: conversationQuery(data.conv_uid, chatMode, appCode, selectParam) },
        undefined,
        { shallow: true },
      );
      return true;
    },
    [appCode, model, router, scene, selectParam],
  );

  const convUid = chatId || (started && !started.seen ? started.convUid : '');
  const initialQuestion = started && started.convUid === convUid ? started.question : undefined;
  return { convUid, initialQuestion, start, forget: () => setStarted(null) };
}
