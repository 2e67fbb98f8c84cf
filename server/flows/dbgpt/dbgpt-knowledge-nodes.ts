import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';

/**
 * DB-GPT's knowledge-processing operators that run here (same name and category as DB-GPT's, so its
 * metadata id). ChunksToStringOperator and EmbeddingRetrieverOperator so far; the loading/chunking/storing ones are still planned.
 */

/** DB-GPT's `ChunksToStringOperator`: the chunks' contents joined by the separator. */
export const dbgptChunksToString: NodeDefinition = {
  name: 'chunks_to_string_operator',
  typeName: 'ChunksToStringOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Chunks To String Operator'),
  description: verbatim('Convert chunks to string.'),
  inputs: [io('chunks', verbatim('Chunks'), 'chunk', { isList: true })],
  outputs: [io('string', verbatim('String'), 'str')],
  parameters: [
    {
      name: 'separator',
      label: verbatim('Separator'),
      description: verbatim('The separator between chunks.'),
      type: 'str',
      optional: true,
      default: '\n',
      uiType: 'input',
    },
  ],
};

/** DB-GPT's `EmbeddingRetrieverOperator`: candidates from the space its vector store names. */
export const dbgptEmbeddingRetriever: NodeDefinition = {
  name: 'embedding_retriever_operator',
  typeName: 'EmbeddingRetrieverOperator',
  category: 'rag',
  operatorType: 'map',
  label: verbatim('Embedding Retriever Operator'),
  description: verbatim('Retrieve candidates from vector store.'),
  inputs: [io('query', verbatim('Query'), 'str')],
  outputs: [io('candidates', verbatim('Candidates'), 'chunk', { isList: true })],
  parameters: [
    {
      name: 'top_k',
      label: verbatim('Top K'),
      description: verbatim('The number of candidates.'),
      type: 'int',
      optional: true,
      uiType: 'input',
    },
    {
      name: 'score_threshold',
      label: verbatim('Score Threshold'),
      description: verbatim('The score threshold.'),
      type: 'float',
      optional: true,
      default: 0.3,
      uiType: 'input',
    },
  ],
};

export const DBGPT_KNOWLEDGE_NODES: readonly NodeDefinition[] = [
  dbgptChunksToString,
  dbgptEmbeddingRetriever,
];
