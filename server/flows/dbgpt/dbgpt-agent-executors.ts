import { resolvePromptCaller, canViewPrompt } from '../../access/prompt-access';
import { ASSISTANT } from '../../agents/agent-profiles';
import { findAnyAgentProfile } from '../../agents/installed-agent-profiles';
import { localized } from '../../i18n/localized-text';
import { agent } from '../runtime/executors/agent-executor';
import { isAgentContext, type FlowAgentContext } from '../runtime/flow-values';
import {
  inputValue,
  NodeProblem,
  type FlowResource,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** DB-GPT's `AgentDummyTrigger`: the chat's question starts the team. */
const agentTrigger: NodeExecutor = async (call) => {
  const value: FlowAgentContext = {
    kind: 'agent_context',
    question: call.run.request.messages,
    history: [...call.run.request.history],
    speaker: null,
    answer: null,
  };
  return { value };
};

/** The context on input 0; a node reached without one has nothing to work on. */
function contextOf(call: NodeCall): FlowAgentContext {
  const value = inputValue(call);
  if (isAgentContext(value)) return value;
  return { kind: 'agent_context', question: '', history: [], speaker: null, answer: null };
}

/** An `AgentPrompt`'s prompt text: one of the chooser's (or public) prompts by its code. */
async function promptText(call: NodeCall, resource: FlowResource | undefined): Promise<string> {
  const code = text(resource?.params.agent_prompt_code);
  if (!code) return '';
  const { repositories } = call.run.context;
  const prompt = await repositories.prompts.findByCode(code);
  const caller = await resolvePromptCaller(repositories.users, call.run.chooserId);
  if (!prompt || !canViewPrompt(prompt, caller))
    throw new NodeProblem(localized('dbgptNode.agentPromptNotFound', { code }));
  return prompt.content;
}

/** Our agent's parameters for a DB-GPT `AWELAgent`: its profile (ours by name, else the assistant acting it). */
async function agentParams(call: NodeCall, awelAgent: FlowResource) {
  const profile = text(awelAgent.params.agent_profile);
  const known = profile ? await findAnyAgentProfile(call.run.context.repositories, profile) : undefined;
  const role = text(awelAgent.params.role_name) || profile;
  const resource = awelAgent.resources.agent_resource;
  const kind =
    resource?.typeName === 'AWELAgentKnowledgeResource'
      ? 'knowledge'
      : text(resource?.params.agent_resource_type);
  const value = text(resource?.params.agent_resource_value);
  const instructions = [
    known ? '' : `You act as the agent "${role || ASSISTANT}".`,
    await promptText(call, awelAgent.resources.agent_prompt),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    agent: known?.name ?? ASSISTANT,
    instructions,
    space: kind === 'knowledge' ? value : '',
    datasource: kind === 'database' ? value : '',
  };
}

/** The conversation's earlier rounds, for the agent's instructions (DB-GPT's agents keep them in memory). */
function roundsText(context: FlowAgentContext): string {
  if (context.history.length === 0) return '';
  const lines = context.history.map((message) => `${message.role}: ${message.content}`);
  return `Earlier in this conversation:\n${lines.join('\n')}`;
}

/** Whether the last answer names this agent (DB-GPT's branch: the reply's next speakers). */
function named(context: FlowAgentContext, awelAgent: FlowResource): boolean {
  const answer = (context.answer ?? '').toLowerCase();
  const names = [text(awelAgent.params.agent_profile), text(awelAgent.params.role_name)].filter(Boolean);
  return names.some((name) => answer.includes(name.toLowerCase()));
}

/**
 * DB-GPT's `AWELAgentOperator`: the wired agent answers the user's message (or its fixed sub-goal), told the
 * last agent's answer, on the chat's model with the resource's space or datasource. Behind an agent branch
 * it only runs when the last answer names it.
 */
const agentOperator: NodeExecutor = async (call) => {
  const context = contextOf(call);
  const awelAgent = call.resources?.awel_agent;
  if (!awelAgent) throw new NodeProblem(localized('dbgptNode.resourceMissing', { parameter: 'awel_agent' }));
  if (context.branched && !named(context, awelAgent)) return { value: context, skipped: true };
  const question = text(awelAgent.params.fixed_subgoal) || context.question;
  const params = await agentParams(call, awelAgent);
  const earlier =
    context.answer && context.speaker
      ? `The agent "${context.speaker}" answered before you:\n${context.answer}`
      : '';
  const answered = await agent({
    ...call,
    params: {
      ...params,
      instructions: [params.instructions, roundsText(context), earlier].filter(Boolean).join('\n\n'),
    },
    inputs: [{ order: 0, sourceName: 'question', value: question }],
  });
  const value: FlowAgentContext = {
    kind: 'agent_context',
    question: context.question,
    history: context.history,
    speaker: text(awelAgent.params.role_name) || text(awelAgent.params.agent_profile) || ASSISTANT,
    answer: typeof answered.value === 'string' ? answered.value : String(answered.value ?? ''),
  };
  return { value };
};

/** DB-GPT's `AgentBranchOperator`: hands the context on; each next agent runs when the last answer names it. */
const agentBranch: NodeExecutor = async (call) => ({ value: { ...contextOf(call), branched: true } });

/** DB-GPT's `AgentBranchJoinOperator`: the first answer of the branches that ran. */
const agentBranchJoin: NodeExecutor = async (call) => {
  const answered = call.inputs.map((input) => input.value).find(isAgentContext);
  return { value: answered ? { ...answered, branched: false } : contextOf(call) };
};

/** What DB-GPT's agent operators do, keyed by their definitions' names (dbgpt-agent-nodes.ts). */
export const DBGPT_AGENT_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  agent_trigger: agentTrigger,
  agent_operator: agentOperator,
  agent_branch_operator: agentBranch,
  agent_branch_join_operator: agentBranchJoin,
};
