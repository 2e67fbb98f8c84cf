import { isObject, type FlowMessage, type FlowRequestBody } from '../runtime/flow-values';
import { numberParam, textParam, type FlowResource, type NodeCall } from '../runtime/node-executor';

/** A chat prompt as DB-GPT's `CommonChatPromptTemplate` holds it. */
export interface DbgptChatPrompt {
  system: string;
  /** The history placeholder's name; history goes between the system and the human message. */
  placeholder: string;
  human: string;
}

/** DB-GPT's default prompt of its higher-order LLM operators (`dbgpt_app/operators/llm.py`). */
export const DEFAULT_CHAT_PROMPT: DbgptChatPrompt = {
  system: 'You are a helpful AI assistant.',
  placeholder: 'chat_history',
  human: '{user_input}',
};

const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** The prompt a `CommonChatPromptTemplate` resource holds, else `fallback`. */
export function chatPromptOf(resource: FlowResource | undefined, fallback: DbgptChatPrompt): DbgptChatPrompt {
  if (resource?.typeName !== 'CommonChatPromptTemplate') return fallback;
  return {
    system: textOf(resource.params.system_message, 'You are a helpful AI Assistant.'),
    placeholder: textOf(resource.params.message_placeholder, 'chat_history'),
    human: textOf(resource.params.human_message, '{user_input}'),
  };
}

/** Python's `str.format` as DB-GPT's templates use it: `{name}` replaced, `{{`/`}}` literal; unknown kept. */
export function formatTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (match, name: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    return name !== undefined && Object.hasOwn(values, name) ? (values[name] ?? '') : match;
  });
}

/** DB-GPT's `HOContextBody`: a context for the prompt under its key. */
export interface DbgptContextBody {
  context_key: string;
  context: string | string[];
}

export const isContextBody = (value: unknown): value is DbgptContextBody =>
  isObject(value) &&
  typeof value.context_key === 'string' &&
  (typeof value.context === 'string' || Array.isArray(value.context));

export const contextText = (body: DbgptContextBody) =>
  Array.isArray(body.context) ? body.context.join('\n\n') : body.context;

/** The conversation window DB-GPT keeps: the first and last rounds (a round is a question and answer). */
function historyWindow(call: NodeCall, history: readonly FlowMessage[]): FlowMessage[] {
  if ((textParam(call, 'history_merge_mode') || 'window') === 'none') return [];
  const start = Math.max(0, Math.trunc(numberParam(call, 'keep_start_rounds', 0))) * 2;
  const end = Math.max(0, Math.trunc(numberParam(call, 'keep_end_rounds', Number.POSITIVE_INFINITY))) * 2;
  if (start + end >= history.length) return [...history];
  return [...history.slice(0, start), ...(end === 0 ? [] : history.slice(-end))];
}

/**
 * The messages a higher-order LLM operator sends: the system message and the human message formatted with
 * the question (under `user_message_key`) and each context by its key, the kept history between them.
 */
export function higherOrderMessages(
  call: NodeCall,
  request: FlowRequestBody,
  prompt: DbgptChatPrompt,
  contexts: readonly DbgptContextBody[],
): FlowMessage[] {
  const values: Record<string, string> = {
    [textParam(call, 'user_message_key') || 'user_input']: request.messages,
  };
  for (const body of contexts) values[body.context_key] = contextText(body);
  const system = formatTemplate(prompt.system, values).trim();
  return [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    ...historyWindow(call, request.history),
    { role: 'user', content: formatTemplate(prompt.human, values) },
  ];
}
