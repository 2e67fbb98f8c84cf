import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { AnswerProducer } from '../chat/chat-turn';
import type { ServerLanguage } from '../i18n/language';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { RouteContext } from '../routes/context';

/**
 * What a chat with a flow (`chat_mode=chat_flow` with the flow's uid, or an `awel_layout` app) will hand
 * to the flow runner. The runner is not built yet: until it is, every flow answers that it cannot run.
 */
export interface FlowTurnInput {
  context: RouteContext;
  /** The flow's uid (`select_param`, or the app's `dag_id`/`uid`). */
  flowUid: string;
  request: ChatCompletionRequest;
  userId: string;
  convUid: string;
  language: ServerLanguage;
}

/** The producer that streams the flow's answer (contract S.5 frames). */
export interface FlowTurn {
  produce: AnswerProducer;
}

export type FlowTurnResult = { ok: true; turn: FlowTurn } | { ok: false; problem: LocalizedText };

export interface FlowRunner {
  prepare(input: FlowTurnInput): Promise<FlowTurnResult>;
}

/** Today's runner: names the flow and says flows cannot run yet. */
export const notYetFlowRunner: FlowRunner = {
  async prepare(input) {
    const flow = await input.context.repositories.flows.find(input.flowUid);
    return { ok: false, problem: localized('flow.runnerNotReady', { name: flow?.label ?? input.flowUid }) };
  },
};

/** The runner chats with flows will use; the runner issue replaces it. */
export const flowRunner: FlowRunner = notYetFlowRunner;
