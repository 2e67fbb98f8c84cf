import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';
import { dbgptParam } from './dbgpt-node-param';

/**
 * DB-GPT's chat-side request and prompt operators, run here on the trigger's request and the conversation's
 * earlier rounds. Same names and categories as DB-GPT's (so its metadata ids), DB-GPT's inputs and outputs;
 * the parameters are those the behaviour reads (resources wired to a parameter are read by name).
 */
const param = dbgptParam;

/**
 * DB-GPT's `ConversationComposerOperator`: the request, the conversation's kept rounds and the wired prompt
 * as one model request (DB-GPT loads the rounds from its message storage; here they are the chat's own).
 */
export const dbgptConversationComposer: NodeDefinition = {
  name: 'conversation_composer_operator',
  typeName: 'ConversationComposerOperator',
  category: 'conversion',
  operatorType: 'map',
  label: verbatim('Conversation Composer Operator'),
  description: verbatim(
    'A composer operator for conversation.\nIncluding chat history handling, prompt composing, etc. Output is ModelRequest.',
  ),
  inputs: [io('common_llm_http_request_body', verbatim('Common LLM Http Request Body'), 'request')],
  outputs: [io('model_request', verbatim('Model Request'), 'modelRequest')],
  parameters: [
    param('human_message_key', 'Human Message Key', 'str', { default: 'user_input' }),
    param('history_key', 'History Key', 'str', { default: 'chat_history' }),
    param('keep_start_rounds', 'Keep Start Rounds', 'int'),
    param('keep_end_rounds', 'Keep End Rounds', 'int', { default: 10 }),
  ],
};

/** DB-GPT's `RequestedParsedOperator`: one field of the request (`messages`: the question) as text. */
export const dbgptRequestParsed: NodeDefinition = {
  name: 'request_body_to_str__parsed_operator',
  typeName: 'RequestedParsedOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Request Body Parsed To String Operator'),
  description: verbatim(
    'User input parsed operator, parse the user input from request body and return as a string',
  ),
  inputs: [io('request_body', verbatim('Request Body'), 'request')],
  outputs: [io('user_input_str', verbatim('User Input String'), 'str')],
  parameters: [param('key', 'Key', 'str', { default: 'messages' })],
};

/** DB-GPT's `RequestBuilderOperator`: the request as a model request (the question as the human message). */
export const dbgptRequestBuilder: NodeDefinition = {
  name: 'request_builder_operator',
  typeName: 'RequestBuilderOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Build Model Request'),
  description: verbatim('Build the model request from the http request body.'),
  inputs: [io('input_value', verbatim('Request Body'), 'request')],
  outputs: [io('output_value', verbatim('Model Request'), 'modelRequest')],
  parameters: [param('model', 'Default Model Name', 'str')],
};

/** DB-GPT's `MergedRequestBuilderOperator`: the model request with the built messages instead of its own. */
export const dbgptMergedRequestBuilder: NodeDefinition = {
  name: 'merged_request_builder_operator',
  typeName: 'MergedRequestBuilderOperator',
  category: 'common',
  operatorType: 'map',
  label: verbatim('Merge Model Request Messages'),
  description: verbatim('Merge the model request from the input value.'),
  inputs: [
    io('model_request', verbatim('Model Request'), 'modelRequest'),
    io('messages', verbatim('Model messages'), 'modelMessage', { isList: true }),
  ],
  outputs: [io('output_value', verbatim('Model Request'), 'modelRequest')],
  parameters: [],
};

/**
 * DB-GPT's `ServePreChatHistoryLoadOperator` (its serve variant of `PreChatHistoryLoadOperator`): the
 * conversation's earlier messages, from this server's chat history of the caller's conversation.
 */
export const dbgptChatHistoryLoad: NodeDefinition = {
  name: 'chat_history_load_operator',
  typeName: 'ServePreChatHistoryLoadOperator',
  category: 'conversion',
  operatorType: 'map',
  label: verbatim('Chat History Load Operator'),
  description: verbatim('The operator to load chat history from storage.'),
  inputs: [io('input_value', verbatim('Model Request'), 'modelRequest')],
  outputs: [io('output_value', verbatim('Stored Messages'), 'baseMessage', { isList: true })],
  parameters: [],
};

/** DB-GPT's `SpaceRetrieverOperator`: the texts of the space's chunks closest to the query. */
export const dbgptSpaceRetriever: NodeDefinition = {
  name: 'space_operator',
  typeName: 'SpaceRetrieverOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Knowledge Space Operator'),
  description: verbatim('knowledge space retriever operator.'),
  inputs: [io('query', verbatim('Query'), 'str')],
  outputs: [io('related chunk content', verbatim('related chunk content'), 'list')],
  parameters: [
    param('space_name', 'Space Name', 'str', { optional: false, uiType: 'select', options: 'spaces' }),
  ],
};

/** DB-GPT's `KnowledgeSpacePromptBuilderOperator`: the wired prompt with the question, context and history. */
export const dbgptKnowledgeSpacePromptBuilder: NodeDefinition = {
  name: 'knowledge_space_prompt_builder_operator',
  typeName: 'KnowledgeSpacePromptBuilderOperator',
  category: 'conversion',
  operatorType: 'join',
  label: verbatim('Knowledge Space Prompt Builder Operator'),
  description: verbatim('Build messages from prompt template and chat history.'),
  inputs: [
    io('user_input', verbatim('user input'), 'str'),
    io('related_context', verbatim('space related context'), 'list'),
    io('history', verbatim('History'), 'baseMessage', { isList: true }),
  ],
  outputs: [io('formatted_messages', verbatim('Formatted Messages'), 'modelMessage', { isList: true })],
  parameters: [param('history_key', 'History Key', 'str', { default: 'chat_history' })],
};

/** DB-GPT's `DictHttpTrigger`: the caller's JSON body as a dict, at the trigger's `endpoint`. */
export const dbgptDictTrigger: NodeDefinition = {
  name: 'dict_http_trigger',
  typeName: 'DictHttpTrigger',
  category: 'trigger',
  operatorType: 'input',
  label: verbatim('Dict Http Trigger'),
  description: verbatim('Trigger your workflow by http request, and parse the request body as a dict'),
  inputs: [],
  outputs: [io('request_body', verbatim('Request Body'), 'dict')],
  parameters: [],
};

/**
 * DB-GPT's `RequestHttpTrigger`: the HTTP request itself (method, path, query, headers, body), at the
 * trigger's `endpoint`, for the nodes that read more than the body.
 */
export const dbgptRequestTrigger: NodeDefinition = {
  name: 'request_http_trigger',
  typeName: 'RequestHttpTrigger',
  category: 'trigger',
  operatorType: 'input',
  label: verbatim('Request Http Trigger'),
  description: verbatim(
    'Trigger your workflow by http request, and parse the request body as a starlette Request',
  ),
  inputs: [],
  outputs: [io('request_body', verbatim('Request Body'), 'httpRequest')],
  parameters: [],
};

export const DBGPT_REQUEST_NODES: readonly NodeDefinition[] = [
  dbgptDictTrigger,
  dbgptRequestTrigger,
  dbgptConversationComposer,
  dbgptRequestParsed,
  dbgptRequestBuilder,
  dbgptMergedRequestBuilder,
  dbgptChatHistoryLoad,
  dbgptSpaceRetriever,
  dbgptKnowledgeSpacePromptBuilder,
];
