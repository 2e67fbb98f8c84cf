import type { AgentProfile } from '../../../agents/agent-profiles';
import { findAnyAgentProfile } from '../../../agents/installed-agent-profiles';
import { DEFAULT_AGENT_LIMITS, runAgent } from '../../../agents/agent-run';
import type { AnyAgentTool } from '../../../agents/agent-tool';
import { AgentTranscript } from '../../../agents/agent-transcript';
import { FoundReferences, knowledgeSearchTool } from '../../../agents/tools/knowledge-search';
import { runSqlTool } from '../../../agents/tools/run-sql';
import { resolveDatasourceTarget } from '../../../chat/runtime/data/datasource-target';
import { localized } from '../../../i18n/localized-text';
import type { PromptMessage } from '../../../models/chat-model';
import { valueText } from '../flow-values';
import {
  inputValue,
  NodeProblem,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../node-executor';
import { answerText, collect, modelFor } from './model-executors';
import { callerForUser } from '../../../datasources/datasource-access';

interface AgentResources {
  tools: AnyAgentTool[];
  /** Texts the system prompt carries: the datasource's schema for the question. */
  context: string[];
}

/** The tools the node's space and datasource give; one that is gone fails the node. */
async function resourcesOf(call: NodeCall, question: string): Promise<AgentResources> {
  const { knowledge, datasources } = call.run.context;
  const { language } = call.run;
  const resources: AgentResources = { tools: [], context: [] };
  const spaceName = textParam(call, 'space');
  if (spaceName) {
    const space = await knowledge.findSpace(spaceName);
    if (!space) throw new NodeProblem(localized('knowledgeRetrieval.spaceNotFound', { space: spaceName }));
    resources.tools.push(knowledgeSearchTool(knowledge, [space], new FoundReferences(), language));
  }
  const datasourceName = textParam(call, 'datasource');
  if (datasourceName) {
    const actor = await callerForUser(call.run.context.repositories, call.run.chooserId);
    const resolved = await resolveDatasourceTarget(datasources, actor, datasourceName, language);
    if (!resolved.ok) throw new NodeProblem(resolved.problem);
    resources.tools.push(runSqlTool([resolved.target], language));
    const { target } = resolved;
    resources.context.push(`Database "${target.name}" (${target.dialect}):\n${target.schemaFor(question)}`);
  }
  return resources;
}

async function profileOf(call: NodeCall): Promise<AgentProfile> {
  const name = textParam(call, 'agent') || 'Assistant';
  const profile = await findAnyAgentProfile(call.run.context.repositories, name);
  if (!profile) throw new NodeProblem(localized('flowRun.agentNotFound', { agent: name }));
  return profile;
}

/**
 * One of the apps' agents (its instructions, and the node's) answers the question on the chosen model.
 * With a space or a datasource it runs the apps' agent loop with their tools; the node's value is the
 * final answer only (the tool cards belong to chat views, not to a flow's string output).
 */
export const agent: NodeExecutor = async (call) => {
  const profile = await profileOf(call);
  const model = await modelFor(call);
  const question = valueText(inputValue(call));
  const { tools, context } = await resourcesOf(call, question);
  const system = [profile.instructions, textParam(call, 'instructions'), ...context]
    .filter(Boolean)
    .join('\n\n');
  if (tools.length === 0) {
    const messages: PromptMessage[] = [
      { role: 'system', content: system },
      { role: 'user', content: question },
    ];
    return { value: await collect(answerText(model, messages, call)) };
  }
  const transcript = new AgentTranscript();
  const result = await runAgent({
    model,
    system,
    conversation: [{ role: 'user', content: question }],
    tools,
    limits: DEFAULT_AGENT_LIMITS,
    temperature: numberParam(call, 'temperature', 0.7),
    maxNewTokens: numberParam(call, 'max_new_tokens', 2048),
    message: transcript.addMessage(profile.name),
    transcript,
    language: call.run.language,
    signal: call.run.signal,
  });
  if (!result.hitStepLimit) return { value: result.answer };
  const note = localized('agents.stepLimit', { steps: DEFAULT_AGENT_LIMITS.maxSteps }).in(call.run.language);
  return { value: `${note}\n\n${result.answer}` };
};
