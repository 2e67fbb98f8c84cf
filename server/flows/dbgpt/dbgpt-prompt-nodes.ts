import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from '../nodes/node-definition';
import { dbgptParam } from './dbgpt-node-param';
import { io } from '../nodes/node-parameters';

/**
 * DB-GPT's prompt builders and small conversions of its chat flows, run here on the wired prompt and the
 * conversation's rounds. Same names and categories as DB-GPT's (so its metadata ids), its inputs and outputs.
 */
const param = (name: string, label: string, extra: Partial<ParamSpec> = {}): ParamSpec =>
  dbgptParam(name, label, 'str', extra);

const formattedMessages = io('formatted_messages', verbatim('Formatted Messages'), 'modelMessage', {
  isList: true,
});
const promptInputDict = io('prompt_input_dict', verbatim('Prompt Input Dict'), 'dict');

/** DB-GPT's `DefaultServePreChatHistoryLoadOperator`: the conversation's earlier messages (as the serve one). */
export const dbgptDefaultHistoryLoad: NodeDefinition = {
  name: 'default_serve_pre_chat_history_load_operator',
  typeName: 'DefaultServePreChatHistoryLoadOperator',
  category: 'conversion',
  operatorType: 'map',
  label: verbatim('Default Chat History Load Operator'),
  description: verbatim('Load chat history from the storage of the serve component.'),
  inputs: [io('model_request', verbatim('Model Request'), 'modelRequest')],
  outputs: [io('output_value', verbatim('Stored Messages'), 'baseMessage', { isList: true })],
  parameters: [],
};

/** DB-GPT's `HistoryPromptBuilderOperator`: the wired prompt with the dict's values and the history. */
export const dbgptHistoryPromptBuilder: NodeDefinition = {
  name: 'history_prompt_builder_operator',
  typeName: 'HistoryPromptBuilderOperator',
  category: 'conversion',
  operatorType: 'join',
  label: verbatim('History Prompt Builder Operator'),
  description: verbatim('Build messages from prompt template and chat history.'),
  inputs: [io('history', verbatim('History'), 'baseMessage', { isList: true }), promptInputDict],
  outputs: [formattedMessages],
  parameters: [param('history_key', 'History Key', { default: 'chat_history' })],
};

/** DB-GPT's `PromptBuilderOperator`: the wired prompt with the dict's values. */
export const dbgptPromptBuilder: NodeDefinition = {
  name: 'prompt_builder_operator',
  typeName: 'PromptBuilderOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Prompt Builder Operator'),
  description: verbatim('Build messages from prompt template.'),
  inputs: [promptInputDict],
  outputs: [formattedMessages],
  parameters: [],
};

/** DB-GPT's `MergeStringToDictOperator`: two texts as one dict under two keys. */
export const dbgptMergeStringToDict: NodeDefinition = {
  name: 'merge_string_to_dict_operator',
  typeName: 'MergeStringToDictOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Merge String to Dict Operator'),
  description: verbatim('Merge two strings to a dict.'),
  inputs: [io('first', verbatim('First String'), 'str'), io('second', verbatim('Second String'), 'str')],
  outputs: [io('output', verbatim('Output'), 'dict')],
  parameters: [
    param('first_key', 'First Key', { default: 'user_input' }),
    param('second_key', 'Second Key', { default: 'context' }),
  ],
};

/** DB-GPT's `RequestBodyToDictOperator`: the request as a dict, or the dict under `prefix_key` (dotted). */
export const dbgptRequestBodyToDict: NodeDefinition = {
  name: 'request_body_to_dict_operator',
  typeName: 'RequestBodyToDictOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Request Body To Dict Operator'),
  description: verbatim('Request body to dict operator'),
  inputs: [io('request_body', verbatim('Request Body'), 'request')],
  outputs: [io('response_body', verbatim('Response Body'), 'dict')],
  parameters: [param('prefix_key', 'Prefix Key')],
};

/** DB-GPT's `StringOutput2ModelOutputOperator`: a text as a whole model output. */
export const dbgptStringToModelOutput: NodeDefinition = {
  name: 'string_2_model_output_operator',
  typeName: 'StringOutput2ModelOutputOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Map String to ModelOutput'),
  description: verbatim('Map String to ModelOutput.'),
  inputs: [io('input_value', verbatim('String'), 'str')],
  outputs: [io('input_value', verbatim('Model Output'), 'modelOutput')],
  parameters: [],
};

/** DB-GPT's `CommonStreamingOutputOperator`: hands the streamed answer to the chat, as the OpenAI one does. */
export const dbgptCommonStreamingOutput: NodeDefinition = {
  name: 'common_streaming_output_operator',
  typeName: 'CommonStreamingOutputOperator',
  category: 'output_parser',
  operatorType: 'transform_stream',
  parameters: [],
  sendsAnswer: true,
  label: verbatim('Common Streaming Output Operator'),
  description: verbatim('The common streaming LLM operator, for chat flow.'),
  // DB-GPT marks the stream as a list; here a stream is one value, as for OpenAIStreamingOutputOperator.
  inputs: [io('output_iter', verbatim('Upstream Model Output'), 'modelOutput')],
  outputs: [io('model_output', verbatim('Model Output'), 'str')],
};

export const DBGPT_PROMPT_NODES: readonly NodeDefinition[] = [
  dbgptDefaultHistoryLoad,
  dbgptHistoryPromptBuilder,
  dbgptPromptBuilder,
  dbgptMergeStringToDict,
  dbgptRequestBodyToDict,
  dbgptStringToModelOutput,
  dbgptCommonStreamingOutput,
];
