import { DBGPT_EXECUTORS } from '../../dbgpt/dbgpt-executors';
import type { NodeExecutor } from '../node-executor';
import { agent } from './agent-executor';
import { branch, join, map, outputParser } from './common-executors';
import { datasourceRetriever, sqlRunner } from './datasource-executors';
import { knowledgeRetriever, rerank } from './knowledge-executors';
import { llm, streamingLlm, streamingOutput } from './model-executors';
import { promptTemplate } from './prompt-executor';
import { chatHistory, httpTrigger, requestConversion } from './request-executors';

/** What each node does, keyed by its definition's name (`nodes/*.ts`). */
export const NODE_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  http_trigger: httpTrigger,
  request_conversion: requestConversion,
  chat_history: chatHistory,
  prompt_template: promptTemplate,
  llm,
  streaming_llm: streamingLlm,
  knowledge_retriever: knowledgeRetriever,
  rerank,
  datasource_retriever: datasourceRetriever,
  sql_runner: sqlRunner,
  branch,
  map,
  join,
  output_parser: outputParser,
  agent,
  streaming_output: streamingOutput,
  ...DBGPT_EXECUTORS,
};
