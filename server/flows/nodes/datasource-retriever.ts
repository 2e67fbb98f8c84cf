import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { datasourceParam, io, outOfRange, topKParam } from './node-parameters';

const topK = topKParam(10);

/** The schemas of a datasource's tables that fit the question. */
export const datasourceRetrieverNode: NodeDefinition = {
  name: 'datasource_retriever',
  typeName: 'DatasourceRetrieverOperator',
  category: 'database',
  operatorType: 'map',
  label: localized('flowNode.datasource_retriever'),
  description: localized('flowNode.datasource_retriever.description'),
  inputs: [io('question', localized('flowNode.io.question'), 'str')],
  outputs: [io('schema', localized('flowNode.io.schema'), 'str', { isList: true })],
  parameters: [datasourceParam, topK],
  validate: (values) => outOfRange(values, topK, 1, 100),
};
