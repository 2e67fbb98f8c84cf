import type { ChatExtInfo, UserInput } from '@/contract/chat';
import type { FeedbackRecord } from '@/contract/feedback';
import type { ResourceEntry } from '@/utils/resource';

/** What a question sent to the completion endpoint, kept so Retry can send exactly the same again. */
export interface SentQuestion {
  userInput: UserInput;
  extInfo?: ChatExtInfo;
}

export interface HumanChatMessage {
  id: string;
  role: 'human';
  /** The round index (1-based), as the history's `order`. */
  order: number;
  text: string;
  resources: ResourceEntry[];
  sent: SentQuestion;
}

export type AnswerStatus = 'streaming' | 'done' | 'stopped' | 'error';

/** An earlier answer to the same question, replaced by a retry; kept as the server keeps it. */
export interface AnswerVersion {
  content: string;
  reasoning?: string;
  status: 'done' | 'stopped';
}

export interface AiChatMessage {
  id: string;
  role: 'ai';
  order: number;
  content: string;
  reasoning?: string;
  status: AnswerStatus;
  /** The readable failure, when `status` is `error`. */
  error?: string;
  /** The stored like/unlike of the round, from the history. */
  feedback?: Partial<FeedbackRecord> | null;
  /** Earlier answers to the same question (retries), oldest first; this message is the latest. */
  versions?: AnswerVersion[];
}

export type ChatMessage = HumanChatMessage | AiChatMessage;

let sequence = 0;

/** A key unique within the page; messages from history and new ones never collide. */
export function nextMessageId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}

/** The round of the latest message, 0 for an empty conversation. */
export function currentRound(messages: readonly ChatMessage[]): number {
  return messages.reduce((highest, message) => Math.max(highest, message.order), 0);
}
