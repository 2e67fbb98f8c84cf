import { localized, verbatim } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from './node-definition';
import { io, textOf } from './node-parameters';

const path: ParamSpec = {
  name: 'path',
  label: localized('flowNode.param.path'),
  description: localized('flowNode.param.path.description'),
  type: 'str',
  default: '/chat',
  uiType: 'input',
};

/** The flow's input: a chat message, or an HTTP request at `path` once deployed. */
export const httpTriggerNode: NodeDefinition = {
  name: 'http_trigger',
  typeName: 'CommonLLMHttpTrigger',
  category: 'trigger',
  operatorType: 'input',
  label: localized('flowNode.http_trigger'),
  description: localized('flowNode.http_trigger.description'),
  inputs: [],
  outputs: [io('request', localized('flowNode.io.request'), 'request')],
  parameters: [
    path,
    {
      name: 'methods',
      label: localized('flowNode.param.methods'),
      description: localized('flowNode.param.methods.description'),
      type: 'str',
      default: 'POST',
      uiType: 'select',
      options: ['POST', 'GET'].map((method) => ({ name: method, value: method, label: verbatim(method) })),
    },
  ],
  validate(values) {
    const value = textOf(values, 'path');
    return value && !/^\/\S*$/.test(value) ? [localized('flow.problem.pathInvalid')] : [];
  },
};
