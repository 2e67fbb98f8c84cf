import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';

/**
 * DB-GPT's agent operators (`dbgpt.agent.core.plan.awel.agent_operator`), run on this server's agents: same
 * names and categories as DB-GPT's (so its metadata ids), DB-GPT's inputs and outputs. The agent an operator
 * runs is the `AWELAgent` resource wired to its `awel_agent` parameter (read by name).
 */

/** DB-GPT's `AgentDummyTrigger`: the chat's message starts the agents. */
export const dbgptAgentTrigger: NodeDefinition = {
  name: 'agent_trigger',
  typeName: 'AgentDummyTrigger',
  category: 'agent',
  operatorType: 'input',
  label: verbatim('Agent Trigger'),
  description: verbatim('Trigger your workflow by agent'),
  inputs: [],
  outputs: [io('agent_operator_context', verbatim('Agent Operator Context'), 'agentContext')],
  parameters: [],
};

/** DB-GPT's `AWELAgentOperator`: the wired agent answers the message, with the last agent's answer. */
export const dbgptAgentOperator: NodeDefinition = {
  name: 'agent_operator',
  typeName: 'AWELAgentOperator',
  category: 'agent',
  operatorType: 'map',
  label: verbatim('AWEL Agent Operator'),
  description: verbatim('The Agent operator.'),
  inputs: [io('agent_operator_request', verbatim('Agent Operator Request'), 'agentContext')],
  outputs: [io('agent_operator_output', verbatim('Agent Operator Output'), 'agentContext')],
  parameters: [],
};

/** DB-GPT's `AgentBranchOperator`: the next agents are those the last answer names. */
export const dbgptAgentBranch: NodeDefinition = {
  name: 'agent_branch_operator',
  typeName: 'AgentBranchOperator',
  category: 'agent',
  operatorType: 'branch',
  label: verbatim('Agent Branch Operator'),
  description: verbatim('Branch the workflow based on the agent actionreport nexspeakers of the request.'),
  inputs: [io('input_value', verbatim('Agent Request'), 'agentContext')],
  outputs: [io('output_value', verbatim('Agent Request'), 'agentContext')],
  parameters: [],
};

/** DB-GPT's `AgentBranchJoinOperator`: the first answer of the branches that ran. */
export const dbgptAgentBranchJoin: NodeDefinition = {
  name: 'agent_branch_join_operator',
  typeName: 'AgentBranchJoinOperator',
  category: 'agent',
  operatorType: 'join',
  label: verbatim('Agent Branch Join Operator'),
  description: verbatim('Just keep the first non-empty output.'),
  inputs: [
    io('agent_output', verbatim('Agent Output'), 'agentContext', { dynamic: true, dynamicMinimum: 1 }),
  ],
  outputs: [io('agent_output_value', verbatim('Branch Output'), 'agentContext')],
  parameters: [],
};

export const DBGPT_AGENT_NODES: readonly NodeDefinition[] = [
  dbgptAgentTrigger,
  dbgptAgentOperator,
  dbgptAgentBranch,
  dbgptAgentBranchJoin,
];
