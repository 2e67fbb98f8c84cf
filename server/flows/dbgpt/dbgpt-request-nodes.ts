import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';

/**
 * DB-GPT's chat-side request and prompt operators, run here on the trigger's request and the conversation's
 * earlier rounds. Same names and categories as DB-GPT's (so its metadata ids), DB-GPT's inputs and outputs;
 * the parameters are those the behaviour reads (resources wired to a parameter are read by name).
 */
const param = (
  name: string,
  label: string,
  type: ParamSpec['type'],
  extra: Partial<ParamSpec> = {},
): ParamSpec => ({
  name,
  label: verbatim(label),
  description: verbatim(label),
  type,
  optional: true,
  uiType: 'input',
  ...extra,
});

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

export const DBGPT_REQUEST_NODES: readonly NodeDefinition[] = [dbgptConversationComposer];
