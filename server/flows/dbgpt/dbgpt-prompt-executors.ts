import { localized } from '../../i18n/localized-text';
import { streamingOutput } from '../runtime/executors/model-executors';
import {
  isMessage,
  isObject,
  valueText,
  type FlowMessage,
  type FlowModelOutput,
} from '../runtime/flow-values';
import {
  inputValue,
  NodeProblem,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';
import { historyLoad } from './dbgpt-history-executors';
import { chatPromptOf, DEFAULT_CHAT_PROMPT, formatTemplate } from './dbgpt-prompt';

/** A dict's values as the texts a prompt is formatted with. */
function promptValues(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, valueText(entry)]));
}

/** The wired prompt formatted with `values`, the history between the system and the human message. */
function promptMessages(
  call: NodeCall,
  values: Readonly<Record<string, string>>,
  history: readonly FlowMessage[],
): FlowMessage[] {
  const prompt = chatPromptOf(call.resources?.prompt, DEFAULT_CHAT_PROMPT);
  const system = formatTemplate(prompt.system, values).trim();
  return [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    ...history,
    { role: 'user', content: formatTemplate(prompt.human, values) },
  ];
}

const promptBuilder: NodeExecutor = async (call) => ({
  value: promptMessages(call, promptValues(inputValue(call)), []),
});

/** DB-GPT's `HistoryPromptBuilderOperator`: the history on input 0, the prompt's values on input 1. */
const historyPromptBuilder: NodeExecutor = async (call) => {
  const history = inputValue(call, 0);
  const messages = Array.isArray(history) ? history.filter(isMessage) : [];
  return { value: promptMessages(call, promptValues(inputValue(call, 1)), messages) };
};

const mergeStringToDict: NodeExecutor = async (call) => ({
  value: {
    [textParam(call, 'first_key') || 'user_input']: valueText(inputValue(call, 0)),
    [textParam(call, 'second_key') || 'context']: valueText(inputValue(call, 1)),
  },
});

/** DB-GPT's `RequestBodyToDictOperator`: the request (its extra fields too) or the dict under `prefix_key`. */
const requestBodyToDict: NodeExecutor = async (call) => {
  const input = inputValue(call);
  const request = isObject(input) ? input : call.run.request;
  const { extra, ...fields } = request as Record<string, unknown>;
  let value: unknown = { ...(isObject(extra) ? extra : {}), ...fields };
  const prefix = textParam(call, 'prefix_key');
  for (const key of prefix ? prefix.split('.') : []) {
    value = isObject(value) ? value[key] : undefined;
    if (!isObject(value)) throw new NodeProblem(localized('dbgptNode.requestKeyNotDict', { key: prefix }));
  }
  return { value };
};

const stringToModelOutput: NodeExecutor = async (call) => {
  const output: FlowModelOutput = { text: valueText(inputValue(call)), error_code: 0 };
  return { value: output };
};

/** What DB-GPT's prompt builders and small conversions do, keyed by their definitions' names. */
export const DBGPT_PROMPT_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  default_serve_pre_chat_history_load_operator: historyLoad,
  history_prompt_builder_operator: historyPromptBuilder,
  prompt_builder_operator: promptBuilder,
  merge_string_to_dict_operator: mergeStringToDict,
  request_body_to_dict_operator: requestBodyToDict,
  string_2_model_output_operator: stringToModelOutput,
  common_streaming_output_operator: streamingOutput,
};
