import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from '../nodes/node-definition';
import { io, modelParam } from '../nodes/node-parameters';
import { dbgptParam } from './dbgpt-node-param';

/**
 * DB-GPT's higher-order nodes of its RAG and chat-data templates, run here on this server's models, knowledge
 * spaces and datasources. Same names and categories as DB-GPT's (so its metadata ids), DB-GPT's inputs and
 * outputs; the parameters are those the behaviour reads (resources wired to a parameter are read by name).
 */
const param = dbgptParam;

const historyParams: ParamSpec[] = [
  param('history_merge_mode', 'History Message Merge Mode', 'str', { default: 'none' }),
  param('user_message_key', 'User Message Key', 'str'),
  param('keep_start_rounds', 'Keep Start Rounds', 'int'),
  param('keep_end_rounds', 'Keep End Rounds', 'int'),
];

const extraContext = io('extra_context', verbatim('Extra Context'), 'dict', {
  optional: true,
  dynamic: true,
  dynamicMinimum: 0,
});

/** DB-GPT's `HOLLMOperator`: the wired prompt with the question, contexts and history, answered whole. */
export const dbgptHigherOrderLlm: NodeDefinition = {
  name: 'higher_order_llm_operator',
  typeName: 'HOLLMOperator',
  category: 'llm',
  operatorType: 'map',
  label: verbatim('LLM Operator'),
  description: verbatim('High-level LLM operator, supports multi-round conversation'),
  inputs: [io('common_llm_request_body', verbatim('Common LLM Request Body'), 'request'), extraContext],
  outputs: [io('model_output', verbatim('Model Output'), 'modelOutput')],
  parameters: [modelParam(true), ...historyParams],
};

/** DB-GPT's `HOStreamingLLMOperator`: as `HOLLMOperator`, streamed. */
export const dbgptHigherOrderStreamingLlm: NodeDefinition = {
  ...dbgptHigherOrderLlm,
  name: 'higher_order_streaming_llm_operator',
  typeName: 'HOStreamingLLMOperator',
  operatorType: 'streamify',
  label: verbatim('Streaming LLM Operator'),
  description: verbatim('High-level streaming LLM operator, supports multi-round conversation'),
  outputs: [io('streaming_model_output', verbatim('Streaming Model Output'), 'modelOutput')],
};

const chunksOut = (label: string) => io('chunks', verbatim(label), 'chunk', { isList: true });

/** DB-GPT's `HOKnowledgeOperator`: the space's chunks closest to the question, as a context. */
export const dbgptHigherOrderKnowledge: NodeDefinition = {
  name: 'higher_order_knowledge_operator',
  typeName: 'HOKnowledgeOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Knowledge Space Operator'),
  description: verbatim('Knowledge Space Operator, retrieve your knowledge from knowledge space'),
  inputs: [io('query', verbatim('User question'), 'str')],
  outputs: [io('context', verbatim('Retrieved context'), 'dict'), chunksOut('Chunks')],
  parameters: [
    param('knowledge_space', 'Knowledge Space Name', 'str', {
      optional: false,
      uiType: 'select',
      options: 'spaces',
    }),
    param('context_key', 'Context Key', 'str', { default: 'context' }),
    param('top_k', 'Top K', 'int', { default: 5 }),
    param('score_threshold', 'Minimum Match Score', 'float', { default: 0.3 }),
  ],
};

/** DB-GPT's `HODatasourceRetrieverOperator`: the datasource's fitting tables in its text-to-SQL prompt. */
export const dbgptDatasourceRetriever: NodeDefinition = {
  name: 'higher_order_datasource_retriever_operator',
  typeName: 'HODatasourceRetrieverOperator',
  category: 'database',
  operatorType: 'map',
  label: verbatim('Datasource Retriever Operator'),
  description: verbatim('Retrieve the table schemas from the datasource.'),
  inputs: [io('query', verbatim('User question'), 'str')],
  outputs: [io('context', verbatim('Retrieved context'), 'dict'), chunksOut('Retrieved schema chunks')],
  parameters: [
    param('prompt_template', 'Prompt Template', 'str', { uiType: 'text_area' }),
    param('display_type', 'Display Type', 'str', { uiType: 'text_area' }),
    param('max_num_results', 'Max Number of Results', 'int', { default: 50 }),
    param('response_format', 'Response Format', 'str', { uiType: 'text_area' }),
    param('context_key', 'Context Key', 'str', { default: 'context' }),
  ],
};

/** DB-GPT's `HODatasourceExecutorOperator`: runs the model's SQL read-only; the chart and a Markdown table. */
export const dbgptDatasourceExecutor: NodeDefinition = {
  name: 'higher_order_datasource_executor_operator',
  typeName: 'HODatasourceExecutorOperator',
  category: 'database',
  operatorType: 'map',
  label: verbatim('Datasource Executor Operator'),
  description: verbatim('Execute the context from the datasource.'),
  inputs: [io('sql_dict', verbatim('SQL dict'), 'dict')],
  outputs: [
    io('sql_result', verbatim('SQL result'), 'str'),
    io('markdown_result', verbatim('Markdown result'), 'str'),
  ],
  parameters: [],
};

/** DB-GPT's `SQLOutputParser`: the JSON object of the model's answer. */
export const dbgptSqlOutputParser: NodeDefinition = {
  name: 'default_sql_output_parser',
  typeName: 'SQLOutputParser',
  category: 'output_parser',
  operatorType: 'map',
  label: verbatim('SQL Output Parser'),
  description: verbatim('Parse the SQL output of an LLM call.'),
  inputs: [io('model_output', verbatim('Model Output'), 'modelOutput')],
  outputs: [io('dict', verbatim('Dict SQL Output'), 'dict')],
  parameters: [],
};

/** DB-GPT's `ReportAnalystOperator`: the model summarises the query's data for the question. */
export const dbgptReportAnalyst: NodeDefinition = {
  name: 'report_analyst',
  typeName: 'ReportAnalystOperator',
  category: 'database',
  operatorType: 'join',
  label: verbatim('Report Analyst'),
  description: verbatim('Report Analyst'),
  inputs: [
    io('question', verbatim('User question'), 'str'),
    io('data_report', verbatim('The data report'), 'str', { dynamic: true }),
  ],
  outputs: [io('report_analyst_result', verbatim('Report Analyst Result'), 'str')],
  parameters: [modelParam(true)],
};

/** DB-GPT's `StringJoinOperator`: its inputs' texts joined by the separator. */
export const dbgptStringJoin: NodeDefinition = {
  name: 'string_join_operator',
  typeName: 'StringJoinOperator',
  category: 'common',
  operatorType: 'join',
  label: verbatim('String Join Operator'),
  description: verbatim('Merge multiple inputs into a single string.'),
  inputs: [io('input_strings', verbatim('Input Strings'), 'str', { dynamic: true })],
  outputs: [io('joined_string', verbatim('Joined String'), 'str')],
  parameters: [param('separator', 'Separator', 'str', { default: '\n\n' })],
};

export const DBGPT_HIGHER_ORDER_NODES: readonly NodeDefinition[] = [
  dbgptHigherOrderLlm,
  dbgptHigherOrderStreamingLlm,
  dbgptHigherOrderKnowledge,
  dbgptDatasourceRetriever,
  dbgptDatasourceExecutor,
  dbgptSqlOutputParser,
  dbgptReportAnalyst,
  dbgptStringJoin,
];
