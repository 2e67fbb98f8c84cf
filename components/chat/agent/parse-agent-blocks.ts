import type { AgentMessage, AgentPlanStep, VisPlugin } from '@/contract/agent-vis';
import type { AgentFenceLanguage } from '@/contract/constants/agent-vis';

/** An agent block as read from its fence: its parts, or null when the body is not what the tag promises. */
export type ParsedAgentBlock =
  | { kind: 'agent-plans'; steps: AgentPlanStep[] }
  | { kind: 'agent-messages'; messages: AgentMessage[] }
  | { kind: 'vis-plugin'; call: VisPlugin };

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function isPlanStep(value: unknown): value is AgentPlanStep {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.num === 'number' &&
    typeof value.status === 'string' &&
    optionalText(value.agent) &&
    optionalText(value.markdown)
  );
}

function isMessage(value: unknown): value is AgentMessage {
  return (
    isRecord(value) &&
    typeof value.sender === 'string' &&
    typeof value.markdown === 'string' &&
    optionalText(value.receiver) &&
    optionalText(value.model)
  );
}

function isPluginCall(value: unknown): value is VisPlugin {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.status === 'string' &&
    optionalText(value.result) &&
    optionalText(value.err_msg)
  );
}

// DB-GPT writes one item or a list for messages and plans, depending on its version.
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Reads a block body; null for text that is not JSON or not the shape of its tag. */
export function parseAgentBlock(language: AgentFenceLanguage, body: string): ParsedAgentBlock | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (language === 'vis-plugin') return isPluginCall(value) ? { kind: language, call: value } : null;
  const items = asList(value);
  if (language === 'agent-plans')
    return items.every(isPlanStep) ? { kind: language, steps: items as AgentPlanStep[] } : null;
  return items.every(isMessage) ? { kind: language, messages: items as AgentMessage[] } : null;
}

/** Tool arguments for display: pretty JSON when they are JSON (object or text), else as written. */
export function formatArguments(args: unknown): string {
  if (args === undefined || args === null || args === '') return '';
  if (typeof args !== 'string') return JSON.stringify(args, null, 2);
  try {
    return JSON.stringify(JSON.parse(args), null, 2);
  } catch {
    return args;
  }
}
