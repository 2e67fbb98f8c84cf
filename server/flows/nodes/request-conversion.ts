import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { fixedOptions, io } from './node-parameters';

/** One field of the trigger's request, as text: the question by default. */
export const requestConversionNode: NodeDefinition = {
  name: 'request_conversion',
  typeName: 'RequestFieldOperator',
  category: 'conversion',
  operatorType: 'map',
  label: localized('flowNode.request_conversion'),
  description: localized('flowNode.request_conversion.description'),
  inputs: [io('request', localized('flowNode.io.request'), 'request')],
  outputs: [io('value', localized('flowNode.io.question'), 'str')],
  parameters: [
    {
      name: 'field',
      label: localized('flowNode.param.field'),
      description: localized('flowNode.param.field.description'),
      type: 'str',
      default: 'user_input',
      uiType: 'select',
      options: fixedOptions(['user_input', 'conv_uid', 'model_name']),
    },
  ],
};
