import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';

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

export const DBGPT_KNOWLEDGE_BUILD_NODES: readonly NodeDefinition[] = [
  dbgptKnowledgeLoader,
  dbgptChunkManager,
  dbgptEmbeddingAssembler,
  dbgptVectorStorage,
];
