import type { AgentTurnInput, AgentTurnResult } from './agent-turn';
import { modelUnavailableMessage } from '../../models/model-unavailable';
import { localized } from '../../i18n/localized-text';
import type { ChatModel } from '../../models/chat-model';
import { flowRunner } from '../flow-chat-runner';

/** The flow an `awel_layout` app runs: its `team_context`'s `uid`, else `dag_id`, else `name`. */
export function appFlowKey(teamContext: string | null): string {
  try {
    const context: unknown = JSON.parse(teamContext ?? '');
    if (typeof context !== 'object' || context === null) return '';
    for (const field of ['uid', 'dag_id', 'name']) {
      const value: unknown = Reflect.get(context, field);
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  } catch {
    return '';
  }
  return '';
}

/** An `awel_layout` app's turn: its flow answers in flow frames (contract S.4's last point, S.5). */
export async function prepareFlowAppTurn(
  input: AgentTurnInput,
  chatModel: ChatModel | undefined,
): Promise<AgentTurnResult> {
  const key = appFlowKey(input.app.teamContext);
  if (!key) return { ok: false, problem: localized('app.chooseFlow') };
  if (!chatModel)
    return {
      ok: false,
      problem: await modelUnavailableMessage(input.context.modelRegistry, input.request.model_name),
    };
  const prepared = await flowRunner.prepare({ ...input, flowUid: key });
  if (!prepared.ok) return prepared;
  return { ok: true, turn: { model: chatModel, produce: prepared.turn.produce, frameFormat: 'flow' } };
}
