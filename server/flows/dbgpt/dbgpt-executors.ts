import { knowledgeRetriever } from '../runtime/executors/knowledge-executors';
import { llm, streamingLlm, streamingOutput } from '../runtime/executors/model-executors';
import { isChunkList } from '../runtime/flow-values';
import { inputValue, textParam, type NodeExecutor } from '../runtime/node-executor';
import { datasourceExecutor, datasourceRetriever, sqlOutputParser, stringJoin } from './dbgpt-data-executors';
import { DBGPT_KNOWLEDGE_EXECUTORS } from './dbgpt-knowledge-executors';
import { chunkManager, knowledgeOperator } from './dbgpt-knowledge-source';
import { embeddingAssembler, knowledgeGraph, vectorStorage } from './dbgpt-knowledge-store';
import { summaryAssembler } from './dbgpt-knowledge-summary';
import { higherOrderLlm, higherOrderStreamingLlm, reportAnalyst } from './dbgpt-llm-executors';
import type { DbgptContextBody } from './dbgpt-prompt';
import { DBGPT_PROMPT_EXECUTORS } from './dbgpt-prompt-executors';
import { DBGPT_REQUEST_EXECUTORS } from './dbgpt-request-executors';

/** DB-GPT's `HOKnowledgeOperator`: our knowledge retrieval on the space; the chunks' texts as its context. */
const higherOrderKnowledge: NodeExecutor = async (call) => {
  const found = await knowledgeRetriever({
    ...call,
    inputs: [{ order: 0, sourceName: 'query', value: inputValue(call) }],
    params: {
      space: textParam(call, 'knowledge_space'),
      top_k: call.params.top_k,
      score_threshold: call.params.score_threshold,
    },
  });
  const chunks = isChunkList(found.value) ? found.value : [];
  call.run.cite(chunks);
  const body: DbgptContextBody = {
    context_key: textParam(call, 'context_key') || 'context',
    context: chunks.map((chunk) => chunk.content),
  };
  return { value: body, outputs: [body, chunks] };
};

/** What the DB-GPT nodes that run here do, keyed by their definitions' names (dbgpt-runnable-nodes.ts). */
export const DBGPT_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  common_llm_http_trigger: async (call) => ({
    value: call.run.request,
    outputs: [call.run.request, call.run.request.messages],
  }),
  higher_order_llm_operator: higherOrderLlm,
  higher_order_streaming_llm_operator: higherOrderStreamingLlm,
  higher_order_knowledge_operator: higherOrderKnowledge,
  higher_order_datasource_retriever_operator: datasourceRetriever,
  higher_order_datasource_executor_operator: datasourceExecutor,
  default_sql_output_parser: sqlOutputParser,
  report_analyst: reportAnalyst,
  string_join_operator: stringJoin,
  llm_operator: llm,
  streaming_llm_operator: streamingLlm,
  openai_streaming_output_operator: streamingOutput,
  ...DBGPT_REQUEST_EXECUTORS,
  ...DBGPT_PROMPT_EXECUTORS,
  ...DBGPT_KNOWLEDGE_EXECUTORS,
  knowledge_operator: knowledgeOperator,
  chunk_manager_operator: chunkManager,
  embedding_assembler_operator: embeddingAssembler,
  vector_storage_operator: vectorStorage,
  knowledge_graph_operator: knowledgeGraph,
  summary_assembler_operator: summaryAssembler,
};
