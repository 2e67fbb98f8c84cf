import { isRequestBody, type FlowModelRequest } from '../runtime/flow-values';
import { inputValue, numberParam, textParam, type NodeExecutor } from '../runtime/node-executor';
import { chatPromptOf, DEFAULT_CHAT_PROMPT, higherOrderMessages } from './dbgpt-prompt';

/** DB-GPT's `ConversationComposerOperator`: prompt + kept history + question → a model request. */
const conversationComposer: NodeExecutor = async (call) => {
  const input = inputValue(call);
  const request = isRequestBody(input) ? input : call.run.request;
  const prompt = chatPromptOf(call.resources?.prompt_template, DEFAULT_CHAT_PROMPT);
  const windowed = {
    ...call,
    params: {
      ...call.params,
      history_merge_mode: 'window',
      user_message_key: textParam(call, 'human_message_key') || 'user_input',
      keep_end_rounds: numberParam(call, 'keep_end_rounds', 10),
    },
  };
  const value: FlowModelRequest = {
    messages: higherOrderMessages(windowed, request, prompt, []),
    model: request.model ?? null,
  };
  return { value };
};

/** What DB-GPT's chat-side request operators do, keyed by their definitions' names (dbgpt-request-nodes.ts). */
export const DBGPT_REQUEST_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  conversation_composer_operator: conversationComposer,
};
