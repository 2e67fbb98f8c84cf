import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';
import { DBGPT_HIGHER_ORDER_NODES } from './dbgpt-higher-order-nodes';
import { DBGPT_PROMPT_NODES } from './dbgpt-prompt-nodes';
import { DBGPT_REQUEST_NODES } from './dbgpt-request-nodes';
import { DBGPT_KNOWLEDGE_NODES } from './dbgpt-knowledge-nodes';
import { DBGPT_KNOWLEDGE_BUILD_NODES } from './dbgpt-knowledge-build-nodes';

/**
 * DB-GPT nodes that run here, on this server's own behaviour (issue 30: "one implementation, two names"):
 * same name and category as DB-GPT's, so the metadata id is DB-GPT's, and the inputs and outputs its
 * templates wire. Their labels are DB-GPT's node names; the palette shows DB-GPT's own metadata for them.
 * Their parameters are the ones the behaviour reads; DB-GPT's others are kept on the canvas and not used.
 */

/** DB-GPT's `CommonLLMHttpTrigger`: the chat request (its string-messages output carries the question). */
export const dbgptChatTrigger: NodeDefinition = {
  name: 'common_llm_http_trigger',
  typeName: 'CommonLLMHttpTrigger',
  category: 'trigger',
  operatorType: 'input',
  label: verbatim('Common LLM Http Trigger'),
  description: verbatim(
    'Trigger your workflow by http request, and parse the request body as a common LLM http body',
  ),
  inputs: [],
  outputs: [
    io('request_body', verbatim('Request Body'), 'request'),
    io('request_string_messages', verbatim('Request String Messages'), 'str'),
  ],
  parameters: [],
};

/** DB-GPT's `OpenAIStreamingOutputOperator`: hands the streamed answer to the caller. */
export const dbgptStreamingOutput: NodeDefinition = {
  name: 'openai_streaming_output_operator',
  typeName: 'OpenAIStreamingOutputOperator',
  category: 'output_parser',
  operatorType: 'transform_stream',
  label: verbatim('OpenAI Streaming Output Operator'),
  description: verbatim('The OpenAI streaming LLM operator.'),
  inputs: [io('model_output', verbatim('Upstream Model Output'), 'modelOutput')],
  outputs: [io('model_output', verbatim('Model Output'), 'str')],
  parameters: [],
  sendsAnswer: true,
};

/** DB-GPT's `LLMOperator` and `StreamingLLMOperator`: our LLM nodes, on the request's model. */
const modelNode = (streaming: boolean): NodeDefinition => ({
  name: streaming ? 'streaming_llm_operator' : 'llm_operator',
  typeName: streaming ? 'StreamingLLMOperator' : 'LLMOperator',
  category: 'llm',
  operatorType: streaming ? 'streamify' : 'map',
  label: verbatim(streaming ? 'Streaming LLM Operator' : 'LLM Operator'),
  description: verbatim(streaming ? 'The streaming LLM operator.' : 'The LLM operator.'),
  inputs: [io('model_request', verbatim('Model Request'), 'modelRequest')],
  outputs: [io('model_output', verbatim('Model Output'), 'modelOutput')],
  parameters: [],
});
export const dbgptLlm = modelNode(false);
export const dbgptStreamingLlm = modelNode(true);

export const DBGPT_RUNNABLE_NODES: readonly NodeDefinition[] = [
  dbgptChatTrigger,
  dbgptLlm,
  dbgptStreamingLlm,
  dbgptStreamingOutput,
  ...DBGPT_HIGHER_ORDER_NODES,
  ...DBGPT_REQUEST_NODES,
  ...DBGPT_PROMPT_NODES,
  ...DBGPT_KNOWLEDGE_NODES,
  ...DBGPT_KNOWLEDGE_BUILD_NODES,
];
