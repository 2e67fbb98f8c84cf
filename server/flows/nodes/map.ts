import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { fixedOptions, io, textOf } from './node-parameters';

/** The transforms the runner knows; no code is ever evaluated. */
export const MAP_TRANSFORMS = [
  'to_text',
  'upper',
  'lower',
  'trim',
  'to_json',
  'parse_json',
  'first_item',
  'length',
  'get_field',
] as const;

/** Changes the value with one fixed transform. */
export const mapNode: NodeDefinition = {
  name: 'map',
  typeName: 'TransformOperator',
  category: 'common',
  operatorType: 'map',
  label: localized('flowNode.map'),
  description: localized('flowNode.map.description'),
  inputs: [io('value', localized('flowNode.io.value'), 'object')],
  outputs: [io('value', localized('flowNode.io.value'), 'object')],
  parameters: [
    {
      name: 'transform',
      label: localized('flowNode.param.transform'),
      description: localized('flowNode.param.transform.description'),
      type: 'str',
      default: 'to_text',
      uiType: 'select',
      options: fixedOptions(MAP_TRANSFORMS),
    },
    {
      name: 'field',
      label: localized('flowNode.param.transformField'),
      description: localized('flowNode.param.transformField.description'),
      type: 'str',
      optional: true,
      uiType: 'input',
    },
  ],
  validate(values) {
    const transform = textOf(values, 'transform');
    return transform === 'get_field' && !textOf(values, 'field')
      ? [localized('flow.problem.fieldNeeded', { transform: localized('flowNode.option.get_field') })]
      : [];
  },
};
