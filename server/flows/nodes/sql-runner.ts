import { localized } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from './node-definition';
import { datasourceParam, io, outOfRange } from './node-parameters';

const maxRows: ParamSpec = {
  name: 'max_rows',
  label: localized('flowNode.param.maxRows'),
  description: localized('flowNode.param.maxRows.description'),
  type: 'int',
  optional: true,
  default: 1000,
  uiType: 'input',
};

/** A read-only query on a datasource; its rows as objects. */
export const sqlRunnerNode: NodeDefinition = {
  name: 'sql_runner',
  typeName: 'DatasourceOperator',
  category: 'database',
  operatorType: 'map',
  label: localized('flowNode.sql_runner'),
  description: localized('flowNode.sql_runner.description'),
  inputs: [io('sql', localized('flowNode.io.sql'), 'str')],
  outputs: [io('rows', localized('flowNode.io.rows'), 'dict', { isList: true })],
  parameters: [datasourceParam, maxRows],
  validate: (values) => outOfRange(values, maxRows, 1, 10_000),
};
