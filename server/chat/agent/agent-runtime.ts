import type { AgentRuntime, AgentTurnInput, AgentTurnResult } from './agent-turn';
import { prepareFlowAppTurn } from './flow-app-turn';
import { callerForUser } from '../../datasources/datasource-access';
import { localized } from '../../i18n/localized-text';
import type { ChatModel } from '../../models/chat-model';
import { modelUnavailableMessage } from '../../models/model-unavailable';
import { questionText } from '../runtime/user-input';
import type { AgentAppSpec } from '../../apps/agent-app';
import { prepareAgentTurn } from './prepare-agent-turn';

/** The chat's model: the one asked for, else the lead agent's first configured priority model, else the default. */
async function chatModelFor(input: AgentTurnInput): Promise<ChatModel | undefined> {
  const { modelRegistry } = input.context;
  if (input.request.model_name) return modelRegistry.getChatModel(input.request.model_name);
  const lead = input.app.details[0];
  if (lead?.llmStrategy === 'priority')
    for (const name of lead.llmStrategyValue) {
      const model = await modelRegistry.getChatModel(name);
      if (model) return model;
    }
  return modelRegistry.getChatModel();
}

/** Agent apps (`single_agent`, `auto_plan`) answered by the agent runtime; `awel_layout` apps by their flow. */
export const appAgentRuntime: AgentRuntime = {
  async prepare(input): Promise<AgentTurnResult> {
    const { app } = input;
    if (app.teamMode === 'awel_layout') return prepareFlowAppTurn(input, await chatModelFor(input));
    if (app.teamMode !== 'single_agent' && app.teamMode !== 'auto_plan')
      return {
        ok: false,
        problem: localized('app.agentRuntimeNotReady', { name: app.appName, mode: app.teamMode }),
      };
    const chatModel = await chatModelFor(input);
    if (!chatModel)
      return {
        ok: false,
        problem: await modelUnavailableMessage(input.context.modelRegistry, input.request.model_name),
      };
    const spec: AgentAppSpec = { appCode: app.appCode, teamMode: app.teamMode, details: app.details };
    const prepared = await prepareAgentTurn({
      context: input.context,
      app: spec,
      chatModel,
      question: questionText(input.request.user_input),
      language: input.language,
      caller: { context: input.context, userId: input.userId },
      datasourceActor: await callerForUser(input.context.repositories, app.userCode),
    });
    if (!prepared.ok) return prepared;
    return { ok: true, turn: { model: chatModel, ...prepared.turn } };
  },
};
