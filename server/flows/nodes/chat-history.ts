import { localized } from '../../i18n/localized-text';
import type { NodeDefinition, ParamSpec } from './node-definition';
import { io, outOfRange } from './node-parameters';

const rounds: ParamSpec = {
  name: 'rounds',
  label: localized('flowNode.param.rounds'),
  description: localized('flowNode.param.rounds.description'),
  type: 'int',
  optional: true,
  default: 5,
  uiType: 'input',
};

/** The last rounds of the request's conversation. */
export const chatHistoryNode: NodeDefinition = {
  name: 'chat_history',
  typeName: 'ChatHistoryOperator',
  category: 'conversion',
  operatorType: 'map',
  label: localized('flowNode.chat_history'),
  description: localized('flowNode.chat_history.description'),
  inputs: [io('request', localized('flowNode.io.request'), 'request')],
  outputs: [io('messages', localized('flowNode.io.messages'), 'modelMessage', { isList: true })],
  parameters: [rounds],
  validate: (values) => outOfRange(values, rounds, 0, 50),
};
