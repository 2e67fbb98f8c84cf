import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { io, outOfRange, scoreParam, topKParam } from './node-parameters';

const topK = topKParam(3);
const minScore = scoreParam('min_score');

/** The best-scored chunks, best first. */
export const rerankNode: NodeDefinition = {
  name: 'rerank',
  typeName: 'RerankOperator',
  category: 'rag',
  operatorType: 'map',
  label: localized('flowNode.rerank'),
  description: localized('flowNode.rerank.description'),
  inputs: [io('chunks', localized('flowNode.io.chunks'), 'chunk', { isList: true })],
  outputs: [io('chunks', localized('flowNode.io.chunks'), 'chunk', { isList: true })],
  parameters: [topK, minScore],
  validate: (values) => [...outOfRange(values, topK, 1, 100), ...outOfRange(values, minScore, 0, 1)],
};
