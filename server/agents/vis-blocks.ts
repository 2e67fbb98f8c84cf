import type { AgentMessage, AgentPlanStep, VisPlugin } from '@/contract/agent-vis';

/** A fence longer than any run of backticks in `body`, so the body cannot close it early. */
function fence(tag: string, body: string): string {
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(Math.max(3, longestRun + 1));
  return `${ticks}${tag}\n${body}\n${ticks}`;
}

// JSON bodies are one line: a newline inside a value is escaped, so no line of the body starts a fence.
const jsonBlock = (tag: string, value: unknown) => fence(tag, JSON.stringify(value));

export const agentPlansBlock = (steps: readonly AgentPlanStep[]) => jsonBlock('agent-plans', steps);
export const agentMessagesBlock = (messages: readonly AgentMessage[]) =>
  jsonBlock('agent-messages', messages);
export const visPluginBlock = (call: VisPlugin) => jsonBlock('vis-plugin', call);
export const visThinkingBlock = (text: string) => fence('vis-thinking', text);
