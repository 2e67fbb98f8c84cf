import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { AnswerProducer } from './chat-turn';
import type { ServerLanguage } from '../i18n/language';
import type { LocalizedText } from '../i18n/localized-text';
import type { PromptCaller } from '../access/prompt-access';
import type { RouteContext } from '../context';

/**
 * What a chat with a flow (`chat_mode=chat_flow` with the flow's uid, or an `awel_layout` app) will hand
 * to the flow runner.
 */
export interface FlowTurnInput {
  context: RouteContext;
  /** The flow's uid (`select_param`, or the app's `dag_id`/`uid`). */
  flowUid: string;
  request: ChatCompletionRequest;
  userId: string;
  convUid: string;
  language: ServerLanguage;
  /**
   * The caller, when they chose the flow themselves: then it must be one they may use. Left out when an app
   * names its flow (the app's owner chose it for everyone who may use the app).
   */
  chooser?: PromptCaller;
}

/** The producer that streams the flow's answer (contract S.5 frames). */
export interface FlowTurn {
  produce: AnswerProducer;
}

export type FlowTurnResult = { ok: true; turn: FlowTurn } | { ok: false; problem: LocalizedText };

export interface FlowRunner {
  prepare(input: FlowTurnInput): Promise<FlowTurnResult>;
}

/** The flow `select_param` names: its uid (a string). */
export function flowUidOf(selectParam: unknown): string {
  return typeof selectParam === 'string' ? selectParam.trim() : '';
}
