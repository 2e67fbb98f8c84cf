import { verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';

/**
 * DB-GPT's knowledge-processing operators that run here (same name and category as DB-GPT's, so its
 * metadata id). Only ChunksToStringOperator so far; the loading/chunking/storing ones are still planned.
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

export const DBGPT_KNOWLEDGE_NODES: readonly NodeDefinition[] = [dbgptChunksToString];
