import { runToolCall, type AnyAgentTool, type ToolCallProblems } from '@/server/agents/agent-tool';
import { localized } from '@/server/i18n/localized-text';

const problems: ToolCallProblems = {
  unknownTool: (name) => localized('agents.unknownTool', { name }).in('en'),
  badArguments: (detail) => localized('agents.badArguments', { detail }).in('en'),
  timedOut: (seconds) => localized('agents.toolTimedOut', { seconds }).in('en'),
};

/** Calls a tool the way an agent does: arguments as the model's JSON text, checked, with a time limit. */
export function callTool(tools: readonly AnyAgentTool[], name: string, args: unknown, timeoutMs = 10_000) {
  const call = { id: 'call_1', name, arguments: typeof args === 'string' ? args : JSON.stringify(args) };
  return runToolCall(tools, call, { signal: new AbortController().signal, timeoutMs, problems });
}
