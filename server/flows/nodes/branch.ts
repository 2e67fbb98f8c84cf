import { localized } from '../../i18n/localized-text';
import type { NodeDefinition, ParamProblem } from './node-definition';
import { fixedOptions, io, textOf } from './node-parameters';

const NUMERIC = new Set(['greater_than', 'less_than']);

/** Sends the value to `matched` when the condition holds, to `otherwise` when not. */
export const branchNode: NodeDefinition = {
  name: 'branch',
  typeName: 'ConditionBranchOperator',
  category: 'common',
  operatorType: 'branch',
  label: localized('flowNode.branch'),
  description: localized('flowNode.branch.description'),
  inputs: [io('value', localized('flowNode.io.value'), 'object')],
  outputs: [
    io('matched', localized('flowNode.io.matched'), 'object'),
    io('otherwise', localized('flowNode.io.otherwise'), 'object'),
  ],
  parameters: [
    {
      name: 'field',
      label: localized('flowNode.param.conditionField'),
      description: localized('flowNode.param.conditionField.description'),
      type: 'str',
      optional: true,
      uiType: 'input',
    },
    {
      name: 'operator',
      label: localized('flowNode.param.operator'),
      description: localized('flowNode.param.operator.description'),
      type: 'str',
      default: 'equals',
      uiType: 'select',
      options: fixedOptions(['equals', 'contains', 'not_empty', 'greater_than', 'less_than']),
    },
    {
      name: 'value',
      label: localized('flowNode.param.compareValue'),
      description: localized('flowNode.param.compareValue.description'),
      type: 'str',
      optional: true,
      uiType: 'input',
    },
  ],
  validate(values) {
    const operator = textOf(values, 'operator');
    const value = textOf(values, 'value');
    const problems: ParamProblem[] = [];
    if (operator && operator !== 'not_empty' && !value)
      problems.push(localized('flow.problem.conditionValueNeeded', { operator }));
    if (NUMERIC.has(operator) && value && !Number.isFinite(Number(value)))
      problems.push(localized('flow.problem.numberNeeded', { operator, value }));
    return problems;
  },
};
