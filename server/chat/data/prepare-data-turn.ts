import type { ChatCompletionRequest, ChatMode } from '@/contract/chat-completion';
import type { DatasourceCaller } from '../../datasources/datasource-access';
import type { ServerLanguage } from '../../i18n/language';
import type { LocalizedText } from '../../i18n/localized-text';
import type { ChatModel } from '../../models/chat-model';
import type { RouteContext } from '../../context';
import type { AnswerProducer } from '../chat-turn';
import { questionText } from '../runtime/user-input';
import { dashboardProducer } from './dashboard-producer';
import { dataSystemPrompt } from './data-prompts';
import type { TargetResolution } from '../runtime/data/data-target';
import { resolveDatasourceTarget } from '../runtime/data/datasource-target';
import { resolveExcelTarget } from './excel-target';
import { executeProducer } from './execute-producer';

/** The scenes that chat with data. */
export const DATA_CHAT_MODES: ReadonlySet<ChatMode> = new Set([
  'chat_with_db_execute',
  'chat_with_db_qa',
  'chat_dashboard',
  'chat_excel',
]);

/** What a data scene adds to a turn: its system prompt, and the producer when it writes the answer itself. */
export interface DataTurn {
  system: string;
  produce?: AnswerProducer;
}

export type DataTurnResult = { ok: true; turn: DataTurn } | { ok: false; problem: LocalizedText };

export interface DataTurnInput {
  context: RouteContext;
  mode: ChatMode;
  request: ChatCompletionRequest;
  model: ChatModel;
  userId: string;
  /** Whose datasources `select_param` may name: the chatting user, or a native app's owner for its own choice. */
  actor: DatasourceCaller;
  convUid: string;
  language: ServerLanguage;
}

function resolveTarget(input: DataTurnInput): Promise<TargetResolution> {
  const { context, request, language } = input;
  if (input.mode === 'chat_excel')
    return resolveExcelTarget(context, request.select_param, input.userId, language);
  return resolveDatasourceTarget(context.datasources, input.actor, request.select_param, language);
}

/** Finds the scene's database (or uploaded table) and prepares its prompt and answer producer. */
export async function prepareDataTurn(input: DataTurnInput): Promise<DataTurnResult> {
  const resolved = await resolveTarget(input);
  if (!resolved.ok) return resolved;
  const { target } = resolved;
  const { mode, language } = input;
  const system = dataSystemPrompt(mode, target, questionText(input.request.user_input), language);
  const draft = { model: input.model, request: input.request };
  if (mode === 'chat_with_db_qa') return { ok: true, turn: { system } };
  if (mode === 'chat_dashboard')
    return { ok: true, turn: { system, produce: dashboardProducer(draft, target, language, input.convUid) } };
  return { ok: true, turn: { system, produce: executeProducer(draft, target, language) } };
}
