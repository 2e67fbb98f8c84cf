import { localized } from '../../i18n/localized-text';
import type { NodeDefinition } from './node-definition';
import { io, modelParam } from './node-parameters';

/**
 * One of the apps' agents answers the question, on a model of the Models screen; with a space or a
 * datasource it may search the space and query the datasource (read-only) before it answers.
 */
export const agentNode: NodeDefinition = {
  name: 'agent',
  typeName: 'AgentOperator',
  category: 'agent',
  operatorType: 'map',
  label: localized('flowNode.agent'),
  description: localized('flowNode.agent.description'),
  inputs: [io('question', localized('flowNode.io.question'), 'str')],
  outputs: [io('answer', localized('flowNode.io.answer'), 'str')],
  parameters: [
    {
      name: 'agent',
      label: localized('flowNode.param.agent'),
      description: localized('flowNode.param.agent.description'),
      type: 'str',
      default: 'Assistant',
      uiType: 'select',
      options: 'agents',
    },
    modelParam(true),
    {
      name: 'instructions',
      label: localized('flowNode.param.instructions'),
      description: localized('flowNode.param.instructions.description'),
      type: 'str',
      optional: true,
      uiType: 'text_area',
    },
    {
      name: 'space',
      label: localized('flowNode.param.agentSpace'),
      description: localized('flowNode.param.agentSpace.description'),
      type: 'str',
      optional: true,
      uiType: 'select',
      options: 'spaces',
    },
    {
      name: 'datasource',
      label: localized('flowNode.param.agentDatasource'),
      description: localized('flowNode.param.agentDatasource.description'),
      type: 'str',
      optional: true,
      uiType: 'select',
      options: 'datasources',
    },
  ],
};
