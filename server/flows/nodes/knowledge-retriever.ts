import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { io, outOfRange, scoreParam, topKParam } from './node-parameters';

const topK = topKParam(5);
const threshold = scoreParam('score_threshold');

/** The chunks of a knowledge space closest to the question; `documents` narrows it to some documents. */
export const knowledgeRetrieverNode: NodeDefinition = {
  name: 'knowledge_retriever',
  typeName: 'KnowledgeRetrieverOperator',
  category: 'rag',
  operatorType: 'map',
  label: localized('flowNode.knowledge_retriever'),
  description: localized('flowNode.knowledge_retriever.description'),
  inputs: [io('question', localized('flowNode.io.question'), 'str')],
  outputs: [io('chunks', localized('flowNode.io.chunks'), 'chunk', { isList: true })],
  parameters: [
    {
      name: 'space',
      label: localized('flowNode.param.space'),
      description: localized('flowNode.param.space.description'),
      type: 'str',
      uiType: 'select',
      options: 'spaces',
    },
    {
      name: 'documents',
      label: localized('flowNode.param.documents'),
      description: localized('flowNode.param.documents.description'),
      type: 'str',
      optional: true,
      isList: true,
      uiType: 'select',
      options: 'documents',
      refreshDepends: ['space'],
    },
    topK,
    threshold,
  ],
  validate: (values) => [...outOfRange(values, topK, 1, 100), ...outOfRange(values, threshold, 0, 1)],
};
