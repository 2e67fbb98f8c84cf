import { agentNode } from './agent';
import { branchNode } from './branch';
import { chatHistoryNode } from './chat-history';
import { datasourceRetrieverNode } from './datasource-retriever';
import { httpTriggerNode } from './http-trigger';
import { joinNode } from './join';
import { knowledgeRetrieverNode } from './knowledge-retriever';
import { llmNode, streamingLlmNode } from './llm';
import { mapNode } from './map';
import type { NodeDefinition } from './node-definition';
import { outputParserNode } from './output-parser';
import { promptTemplateNode } from './prompt-template';
import { requestConversionNode } from './request-conversion';
import { rerankNode } from './rerank';
import { sqlRunnerNode } from './sql-runner';
import { streamingOutputNode } from './streaming-output';

/** Every node this server offers, in the palette's order. */
export const NODE_DEFINITIONS: readonly NodeDefinition[] = [
  httpTriggerNode,
  requestConversionNode,
  chatHistoryNode,
  promptTemplateNode,
  llmNode,
  streamingLlmNode,
  knowledgeRetrieverNode,
  rerankNode,
  datasourceRetrieverNode,
  sqlRunnerNode,
  branchNode,
  mapNode,
  joinNode,
  outputParserNode,
  agentNode,
  streamingOutputNode,
];
