import { useEffect, useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { clearChatHistory, terminateTopic } from '@/client/api/chat';
import type { UploadedChatFile } from '@/contract/chat';
import {
  currentRound,
  nextMessageId,
  type AiChatMessage,
  type AnswerVersion,
  type ChatMessage,
  type HumanChatMessage,
} from './chat-message';
import { toChatMessages } from './history';
import { requestChatHistory } from './history-prefetch';
import { useAnswerStream, type AnswerTarget } from './use-answer-stream';
import { useStableCallback } from './use-stable-callback';
import { buildSentQuestion, resourcesOf } from './user-input';

export interface ChatSessionOptions extends AnswerTarget {
  /** A question to send as soon as the (new, empty) conversation opens; its history is not loaded. */
  initialQuestion?: string;
  onFirstAnswer?: () => void;
  onCleared?: () => void;
}

export type HistoryState = 'loading' | 'ready' | 'error';

/**
 * A question the server answered with nothing but an error: the input offers it again. `withdrawn`: Retry
 * has sent it since, so the input lets it go (unless the user has changed it meanwhile).
 */
export interface ReturnedDraft {
  text: string;
  id: number;
  withdrawn?: boolean;
}

function lastHuman(messages: readonly ChatMessage[]): HumanChatMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.role === 'human') return message;
  }
  return undefined;
}

/** The answer a retry replaces, as an earlier version; none when it said nothing (the server drops it). */
function asVersion(answer: AiChatMessage | undefined): AnswerVersion[] {
  if (!answer || (!answer.content && !answer.reasoning)) return [];
  const status = answer.status === 'done' ? 'done' : 'stopped';
  return [{ content: answer.content, ...(answer.reasoning ? { reasoning: answer.reasoning } : {}), status }];
}

/** One conversation: its history, sending, streaming, stop, retry, clear and terminate. */
export function useChatSession(options: ChatSessionOptions) {
  const { convUid, chatMode, appCode, selectParam, initialQuestion, tools } = options;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [history, setHistory] = useState<HistoryState>(initialQuestion ? 'ready' : 'loading');
  const [reloads, setReloads] = useState(0);
  const [returnedDraft, setReturnedDraft] = useState<ReturnedDraft | null>(null);
  const answers = useAnswerStream(setMessages, { convUid, chatMode, appCode, selectParam, tools });

  useEffect(() => {
    if (initialQuestion) return;
    let cancelled = false;
    void apiInterceptors(requestChatHistory(convUid)).then(([error, data, envelope]) => {
      if (cancelled) return;
      if (error || !envelope?.success) {
        setHistory('error');
        return;
      }
      setMessages(toChatMessages(data ?? []));
      setHistory('ready');
    });
    return () => {
      cancelled = true;
    };
  }, [convUid, initialQuestion, reloads]);

  const reloadHistory = useStableCallback(() => {
    setHistory('loading');
    setReloads((count) => count + 1);
  });

  /** Starts a round; false when an answer is still streaming (the input keeps the question). */
  const send = useStableCallback((text: string, file?: UploadedChatFile): boolean => {
    if (answers.isBusy()) return false;
    const sent = buildSentQuestion(text, file);
    const order = currentRound(messages) + 1;
    const firstRound = !messages.some((message) => message.role === 'human');
    const answerId = nextMessageId('a');
    setMessages((list) => [
      ...list,
      { id: nextMessageId('h'), role: 'human', order, text, resources: resourcesOf(file), sent },
      { id: answerId, role: 'ai', order, content: '', status: 'streaming' },
    ]);
    answers.start(answerId, sent, (outcome, received) => {
      if (outcome === 'error' && !received)
        setReturnedDraft((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
      if (firstRound) options.onFirstAnswer?.();
    });
    return true;
  });

  /**
   * Asks the last question again (Retry, after a finished, stopped or failed answer). The new answer is
   * the latest version of the same round and the one it replaces stays reachable as an earlier version;
   * an answer that failed with nothing said was forgotten by the server, so the question opens a round.
   */
  const retryLatestAnswer = useStableCallback(() => {
    const question = lastHuman(messages);
    if (!question || answers.isBusy()) return;
    const answerId = nextMessageId('a');
    const previous = messages
      .slice(messages.indexOf(question) + 1)
      .find((message): message is AiChatMessage => message.role === 'ai');
    const forgotten = previous?.status === 'error' && !previous.content && !previous.reasoning;
    const order = forgotten ? currentRound(messages) + 1 : (previous?.order ?? question.order);
    const versions = [...(previous?.versions ?? []), ...asVersion(previous)];
    setMessages((list) => {
      const at = list.findIndex((message) => message.id === question.id);
      const kept = list.filter((message, index) => index <= at || message.role !== 'ai');
      const answer: AiChatMessage = { id: answerId, role: 'ai', order, content: '', status: 'streaming' };
      return [...kept, versions.length ? { ...answer, versions } : answer];
    });
    answers.start(answerId, question.sent, undefined, true);
    // The question is on its way again: left in the input as well, it would be sent twice.
    setReturnedDraft((returned) =>
      returned && !returned.withdrawn && returned.text === question.text
        ? { text: returned.text, id: returned.id + 1, withdrawn: true }
        : returned,
    );
  });

  const clear = useStableCallback(async (): Promise<boolean> => {
    const [error, , envelope] = await apiInterceptors(clearChatHistory(convUid));
    if (error || !envelope?.success) return false;
    answers.stop();
    setMessages([]);
    options.onCleared?.();
    return true;
  });

  const terminate = useStableCallback(async (): Promise<boolean> => {
    const [error, , envelope] = await apiInterceptors(
      terminateTopic({ conv_id: convUid, round_index: currentRound(messages) }),
    );
    return !error && Boolean(envelope?.success);
  });

  const initialSent = useRef(false);
  useEffect(() => {
    if (!initialQuestion) return;
    // Deferred, so that a development double mount does not send (and then abort) the question twice.
    const timer = window.setTimeout(() => {
      if (initialSent.current) return;
      initialSent.current = true;
      send(initialQuestion);
    });
    return () => window.clearTimeout(timer);
  }, [initialQuestion, send]);

  return {
    messages,
    history,
    reloadHistory,
    streaming: answers.streaming,
    send,
    stop: answers.stop,
    retry: retryLatestAnswer,
    retryLatestAnswer,
    clear,
    terminate,
    returnedDraft,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
