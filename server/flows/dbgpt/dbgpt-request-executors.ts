import {
  isMessage,
  isObject,
  isRequestBody,
  valueText,
  type FlowHttpRequest,
  type FlowModelRequest,
  type FlowRequestBody,
} from '../runtime/flow-values';
import {
  inputValue,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';
import { historyLoad, knowledgeSpacePromptBuilder, spaceRetriever } from './dbgpt-history-executors';
import { chatPromptOf, DEFAULT_CHAT_PROMPT, higherOrderMessages } from './dbgpt-prompt';

/** The request on input 0, else the one the run was started with. */
function requestOf(call: NodeCall): FlowRequestBody {
  const input = inputValue(call);
  return isRequestBody(input) ? input : call.run.request;
}

/** DB-GPT's `DictHttpTrigger`: the body the caller sent (a chat's request as its fields). */
const dictTrigger: NodeExecutor = async (call) => {
  const { extra, ...fields } = call.run.request;
  return { value: extra && Object.keys(extra).length > 0 ? extra : fields };
};

/** DB-GPT's `RequestHttpTrigger`: the request itself; a chat or debug run's as a POST of its body. */
const requestTrigger: NodeExecutor = async (call) => {
  const { extra, ...fields } = call.run.request;
  const value: FlowHttpRequest = call.run.http ?? {
    method: 'POST',
    url: '',
    path: '',
    query_params: {},
    headers: {},
    body: extra && Object.keys(extra).length > 0 ? extra : fields,
  };
  return { value };
};

/** DB-GPT's `RequestedParsedOperator`: the request's field `key` (`messages`: the question) as text. */
const requestParsed: NodeExecutor = async (call) => {
  const request = requestOf(call);
  const key = textParam(call, 'key') || 'messages';
  if (key === 'messages') return { value: request.messages };
  const value = (request as unknown as Record<string, unknown>)[key] ?? request.extra?.[key];
  return { value: valueText(value) };
};

/** DB-GPT's `RequestBuilderOperator`: the question as the one human message, on the request's model. */
const requestBuilder: NodeExecutor = async (call) => {
  const request = requestOf(call);
  const value: FlowModelRequest = {
    messages: [{ role: 'user', content: request.messages }],
    model: request.model || textParam(call, 'model') || null,
  };
  return { value };
};

/** DB-GPT's `MergedRequestBuilderOperator`: the model request (input 0) with the messages of input 1. */
const mergedRequestBuilder: NodeExecutor = async (call) => {
  const first = inputValue(call, 0);
  const request: FlowModelRequest =
    isObject(first) && Array.isArray(first.messages)
      ? {
          messages: first.messages.filter(isMessage),
          model: typeof first.model === 'string' ? first.model : null,
        }
      : { messages: [], model: call.run.request.model ?? null };
  const messages = inputValue(call, 1);
  const value: FlowModelRequest = {
    ...request,
    messages: Array.isArray(messages) ? messages.filter(isMessage) : request.messages,
  };
  return { value };
};

/** DB-GPT's `ConversationComposerOperator`: prompt + kept history + question → a model request. */
const conversationComposer: NodeExecutor = async (call) => {
  const request = requestOf(call);
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
  dict_http_trigger: dictTrigger,
  request_http_trigger: requestTrigger,
  request_body_to_str__parsed_operator: requestParsed,
  request_builder_operator: requestBuilder,
  merged_request_builder_operator: mergedRequestBuilder,
  chat_history_load_operator: historyLoad,
  space_operator: spaceRetriever,
  knowledge_space_prompt_builder_operator: knowledgeSpacePromptBuilder,
};
