import { localized } from '../../i18n/localized-text';
import type { NodeDefinition, ParamProblem } from './node-definition';
import { io, textOf } from './node-parameters';

/** A `{` without its `}`: the runner could not fill that variable. */
function hasUnclosedVariable(template: string): boolean {
  let open = false;
  for (const character of template) {
    if (character === '{') open = true;
    else if (character === '}') open = false;
  }
  return open;
}

/** The model request, from a prompt of the library or a template written on the node. */
export const promptTemplateNode: NodeDefinition = {
  name: 'prompt_template',
  typeName: 'PromptTemplateOperator',
  category: 'conversion',
  operatorType: 'map',
  label: localized('flowNode.prompt_template'),
  description: localized('flowNode.prompt_template.description'),
  inputs: [io('variables', localized('flowNode.io.value'), 'object')],
  outputs: [io('request', localized('flowNode.io.modelRequest'), 'modelRequest')],
  parameters: [
    {
      name: 'prompt_code',
      label: localized('flowNode.param.prompt'),
      description: localized('flowNode.param.prompt.description'),
      type: 'str',
      optional: true,
      uiType: 'select',
      options: 'prompts',
    },
    {
      name: 'template',
      label: localized('flowNode.param.template'),
      description: localized('flowNode.param.template.description'),
      type: 'str',
      optional: true,
      uiType: 'text_area',
    },
  ],
  validate(values) {
    const problems: ParamProblem[] = [];
    const template = textOf(values, 'template');
    if (!textOf(values, 'prompt_code') && !template) problems.push(localized('flow.problem.promptNeeded'));
    if (hasUnclosedVariable(template)) problems.push(localized('flow.problem.unclosedVariable'));
    return problems;
  },
};
