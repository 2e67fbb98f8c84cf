import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';
import { dbgptParam } from './dbgpt-node-param';

/**
 * DB-GPT's knowledge-building operators (same name and category, so its metadata id): a data source made a
 * knowledge, cut into chunks, stored in a vector store (one of our spaces). Behaviour:
 * dbgpt-knowledge-source.ts and dbgpt-knowledge-store.ts. Their resource parameters (chunk parameters,
 * vector stores) stay DB-GPT's on the canvas and reach the behaviour as wired resources.
 */

const KNOWLEDGE_TYPES = ['DOCUMENT', 'URL', 'TEXT'].map((type) => ({
  name: type,
  label: verbatim(type),
  value: type,
}));

/** DB-GPT's `KnowledgeOperator`: takes the request's dict (`source`) or a text, as DB-GPT's flows send it. */
export const dbgptKnowledgeLoader: NodeDefinition = {
  name: 'knowledge_operator',
  typeName: 'KnowledgeOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Knowledge Loading Operator'),
  description: verbatim('Knowledge operator that creates knowledge from data sources.'),
  inputs: [io('knowledge datasource', verbatim('Knowledge Data Source'), 'object')],
  outputs: [io('Knowledge', verbatim('Knowledge'), 'knowledge')],
  parameters: [
    {
      name: 'datasource',
      label: verbatim('Default Data Source'),
      description: verbatim('Default data source.'),
      type: 'str',
      optional: true,
      uiType: 'input',
    },
    {
      name: 'knowledge_type',
      label: verbatim('Knowledge Type'),
      description: verbatim('Type of knowledge.'),
      type: 'str',
      optional: true,
      default: 'DOCUMENT',
      uiType: 'select',
      options: KNOWLEDGE_TYPES,
    },
  ],
};

/** DB-GPT's `ChunkManagerOperator`: the knowledge cut into chunks, stored nowhere yet. */
export const dbgptChunkManager: NodeDefinition = {
  name: 'chunk_manager_operator',
  typeName: 'ChunkManagerOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Chunk Manager Operator'),
  description: verbatim(' Split Knowledge Documents into chunks.'),
  inputs: [io('knowledge', verbatim('Knowledge'), 'knowledge')],
  outputs: [io('chunks', verbatim('Chunks'), 'chunk', { isList: true })],
  parameters: [],
};

/** DB-GPT's `EmbeddingAssemblerOperator`: the knowledge stored in a space and indexed; its chunks. */
export const dbgptEmbeddingAssembler: NodeDefinition = {
  name: 'embedding_assembler_operator',
  typeName: 'EmbeddingAssemblerOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Embedding Assembler Operator'),
  description: verbatim('Load knowledge and assemble embedding chunks to vector store.'),
  inputs: [io('knowledge', verbatim('Knowledge'), 'knowledge')],
  outputs: [io('chunks', verbatim('Chunks'), 'chunk', { isList: true })],
  parameters: [],
};

/** DB-GPT's `VectorStorageOperator`: chunks stored in a space as they are, and indexed. */
export const dbgptVectorStorage: NodeDefinition = {
  name: 'vector_storage_operator',
  typeName: 'VectorStorageOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Vector Storage Operator'),
  description: verbatim('Persist embeddings into vector storage.'),
  inputs: [io('chunks', verbatim('Chunks'), 'chunk', { isList: true })],
  outputs: [io('chunks', verbatim('Chunks'), 'chunk', { isList: true })],
  parameters: [],
};

/** DB-GPT's `KnowledgeGraphOperator`: chunks stored in a KnowledgeGraph space, its graph extracted. */
export const dbgptKnowledgeGraph: NodeDefinition = {
  ...dbgptVectorStorage,
  name: 'knowledge_graph_operator',
  typeName: 'KnowledgeGraphOperator',
  label: verbatim('Knowledge Graph Operator'),
  description: verbatim('Extract documents and persist them to the graph database.'),
};

/** DB-GPT's `SummaryAssemblerOperator`: the knowledge summarised by our model. */
export const dbgptSummaryAssembler: NodeDefinition = {
  name: 'summary_assembler_operator',
  typeName: 'SummaryAssemblerOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Summary Operator'),
  description: verbatim('The summary assembler operator.'),
  inputs: [io('knowledge', verbatim('Knowledge'), 'knowledge')],
  outputs: [io('summary', verbatim('document summary'), 'str')],
  parameters: [
    dbgptParam('model_name', 'model name', 'str'),
    dbgptParam('language', 'prompt language', 'str', { default: 'en' }),
    dbgptParam('max_iteration_with_llm', 'max_iteration_with_llm', 'int', { default: 5 }),
    dbgptParam('concurrency_limit_with_llm', 'concurrency_limit_with_llm', 'int', { default: 3 }),
  ],
};

export const DBGPT_KNOWLEDGE_BUILD_NODES: readonly NodeDefinition[] = [
  dbgptKnowledgeLoader,
  dbgptChunkManager,
  dbgptEmbeddingAssembler,
  dbgptVectorStorage,
  dbgptKnowledgeGraph,
  dbgptSummaryAssembler,
];
