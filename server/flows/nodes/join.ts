import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { fixedOptions, io } from './node-parameters';

/** Waits for all its inputs (at least two) and joins them into one value. */
export const joinNode: NodeDefinition = {
  name: 'join',
  typeName: 'JoinOperator',
  category: 'common',
  operatorType: 'join',
  label: localized('flowNode.join'),
  description: localized('flowNode.join.description'),
  inputs: [io('inputs', localized('flowNode.io.inputs'), 'object', { dynamic: true, dynamicMinimum: 2 })],
  outputs: [io('joined', localized('flowNode.io.joined'), 'object')],
  parameters: [
    {
      name: 'mode',
      label: localized('flowNode.param.joinMode'),
      description: localized('flowNode.param.joinMode.description'),
      type: 'str',
      default: 'merge',
      uiType: 'select',
      options: fixedOptions(['merge', 'list', 'concat']),
    },
  ],
};
