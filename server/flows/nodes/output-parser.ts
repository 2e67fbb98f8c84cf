import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { fixedOptions, io } from './node-parameters';

/** JSON or SQL read out of a model answer. */
export const outputParserNode: NodeDefinition = {
  name: 'output_parser',
  typeName: 'OutputParserOperator',
  category: 'output_parser',
  operatorType: 'map',
  label: localized('flowNode.output_parser'),
  description: localized('flowNode.output_parser.description'),
  inputs: [io('output', localized('flowNode.io.modelOutput'), 'modelOutput')],
  outputs: [io('parsed', localized('flowNode.io.parsed'), 'object')],
  parameters: [
    {
      name: 'format',
      label: localized('flowNode.param.format'),
      description: localized('flowNode.param.format.description'),
      type: 'str',
      default: 'json',
      uiType: 'select',
      options: fixedOptions(['json', 'sql']),
    },
  ],
};
