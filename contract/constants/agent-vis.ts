// Values of the agent vis contract the web client needs at run time, free of the schema library
// (contract/agent-vis.ts re-exports them).

/** DB-GPT's status words for plan steps and tool calls. */
export const AGENT_STATUSES = ['todo', 'running', 'waiting', 'retrying', 'failed', 'complete'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** The receiver DB-GPT names for a message to the person asking. */
export const HUMAN_RECEIVER = 'Human';

/** The fence info strings of agent blocks with components of their own. */
export const AGENT_FENCE_LANGUAGES = ['agent-plans', 'agent-messages', 'vis-plugin'] as const;
export type AgentFenceLanguage = (typeof AGENT_FENCE_LANGUAGES)[number];
