import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { FrameFormat } from '../answer-frames';
import type { AnswerProducer } from '../chat-turn';
import type { ServerLanguage } from '../../i18n/language';
import type { LocalizedText } from '../../i18n/localized-text';
import type { ChatModel } from '../../models/chat-model';
import type { ListedApp } from '../../repositories/apps';
import type { RouteContext } from '../../context';

/** What a chat with an agent app (`single_agent`, `auto_plan`, `awel_layout`) hands to the agent runtime. */
export interface AgentTurnInput {
  context: RouteContext;
  app: ListedApp;
  request: ChatCompletionRequest;
  userId: string;
  convUid: string;
  language: ServerLanguage;
}

/** The model the turn is stored under, and the producer that streams the agents' rendered conversation. */
export interface AgentTurn {
  model: ChatModel;
  produce: AnswerProducer;
  system?: string;
  /** `vis` for the agents' rendered conversation (contract S.4). */
  frameFormat?: FrameFormat;
}

export type AgentTurnResult = { ok: true; turn: AgentTurn } | { ok: false; problem: LocalizedText };

/** Runs an agent app's turn: picks the model by the app's LLM strategy and produces the answer. */
export interface AgentRuntime {
  prepare(input: AgentTurnInput): Promise<AgentTurnResult>;
}
