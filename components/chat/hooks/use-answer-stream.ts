import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ChatStreamMessage } from '@/client/chat-stream';
import { isChatMode } from '@/contract/constants/chat';
import type { ChatCompletionRequest } from '@/contract/chat';
import { useChatContext } from '@/contexts/chat-context';
import type { AiChatMessage, AnswerStatus, ChatMessage, SentQuestion } from './chat-message';
import { createFrameThrottle } from './frame-throttle';
import { DEFAULT_CHAT_PARAMS, readChatParams } from './use-chat-params';
import { ALL_INPUT_TOOLS, type InputTools } from '../input/app-input-tools';
import { useStableCallback } from './use-stable-callback';

const loadStreamClient = () => import('@/client/chat-stream');

/** Starts fetching the stream client ahead of the first question (the input was reached for). */
export function preloadStreamClient(): void {
  void loadStreamClient().catch(() => undefined);
}

export interface AnswerTarget {
  convUid: string;
  chatMode: string;
  appCode?: string;
  /** The scene's parameter (contract S.2): for `chat_knowledge` the space's name. */
  selectParam?: string;
  /** The settings the user chose (an app fixes the others, which are then not sent); all by default. */
  tools?: InputTools;
}

export type AnswerOutcome = Exclude<AnswerStatus, 'streaming'>;

function patchAnswer(id: string, patch: Partial<AiChatMessage>) {
  return (list: ChatMessage[]): ChatMessage[] =>
    list.map((message) => (message.id === id && message.role === 'ai' ? { ...message, ...patch } : message));
}

function requestBody(
  target: AnswerTarget,
  sent: SentQuestion,
  model: string,
  retry: boolean,
): ChatCompletionRequest {
  const params = readChatParams();
  const tools = target.tools ?? ALL_INPUT_TOOLS;
  return {
    conv_uid: target.convUid,
    chat_mode: isChatMode(target.chatMode) ? target.chatMode : 'chat_normal',
    user_input: sent.userInput,
    model_name: tools.model ? model || undefined : undefined,
    ...(tools.params
      ? {
          temperature: params.temperature ?? DEFAULT_CHAT_PARAMS.temperature ?? undefined,
          max_new_tokens: params.maxNewTokens ?? DEFAULT_CHAT_PARAMS.maxNewTokens ?? undefined,
        }
      : {}),
    incremental: false,
    ...(target.appCode ? { app_code: target.appCode } : {}),
    ...(target.selectParam ? { select_param: target.selectParam } : {}),
    ...(sent.extInfo ? { ext_info: sent.extInfo } : {}),
    // Our server answers the latest round again, as a new version of its answer; DB-GPT ignores it.
    ...(retry ? { retry: true } : {}),
  };
}

/**
 * Streams answers into the message list: one at a time, throttled to the frame rate, stoppable.
 * A stopped answer keeps what arrived; a failed one carries the readable error.
 */
export function useAnswerStream(setMessages: Dispatch<SetStateAction<ChatMessage[]>>, target: AnswerTarget) {
  const { model } = useChatContext();
  const controllerRef = useRef<AbortController | null>(null);
  const [streaming, setStreaming] = useState(false);

  const start = useStableCallback(
    (
      answerId: string,
      sent: SentQuestion,
      onEnd?: (outcome: AnswerOutcome, received: boolean) => void,
      retry?: boolean,
    ) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setStreaming(true);
      let received = false;
      let outcome: AnswerOutcome = 'stopped';
      let error: string | undefined;
      const throttle = createFrameThrottle((message: ChatStreamMessage) =>
        setMessages(patchAnswer(answerId, { content: message.content, reasoning: message.reasoning })),
      );
      const finish = () => {
        throttle.flush();
        setMessages(
          patchAnswer(answerId, error === undefined ? { status: outcome } : { status: outcome, error }),
        );
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setStreaming(false);
        }
        onEnd?.(outcome, received);
      };
      // The stream client is the first question's code, not the landing's: it comes with the first send.
      void loadStreamClient().then(
        ({ streamChatCompletion }) =>
          streamChatCompletion(
            requestBody(target, sent, model, retry === true),
            {
              onMessage: (message) => {
                received = true;
                throttle.push(message);
              },
              onDone: () => {
                outcome = 'done';
              },
              onError: (message) => {
                outcome = 'error';
                error = message;
              },
              onClose: finish,
            },
            { signal: controller.signal },
          ).catch(() => undefined),
        () => {
          outcome = 'error';
          finish();
        },
      );
    },
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);
  const isBusy = useCallback(() => controllerRef.current !== null, []);
  // Leaving the conversation ends its stream; the server keeps what was said so far.
  useEffect(() => stop, [stop]);

  return { streaming, start, stop, isBusy };
}
