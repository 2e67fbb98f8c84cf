import { localized } from '../../i18n/localized-text';
import type { FixedOption, IoSpec, ParamProblem, ParamSpec, ParamValues } from './node-definition';

/** Parameters and checks several nodes share. */

export const modelParam = (optional = false): ParamSpec => ({
  name: 'model',
  label: localized('flowNode.param.model'),
  description: localized('flowNode.param.model.description'),
  type: 'str',
  optional,
  uiType: 'select',
  options: 'models',
});

export const datasourceParam: ParamSpec = {
  name: 'datasource',
  label: localized('flowNode.param.datasource'),
  description: localized('flowNode.param.datasource.description'),
  type: 'str',
  uiType: 'select',
  options: 'datasources',
};

export const topKParam = (fallback: number): ParamSpec => ({
  name: 'top_k',
  label: localized('flowNode.param.topK'),
  description: localized('flowNode.param.topK.description'),
  type: 'int',
  optional: true,
  default: fallback,
  uiType: 'input',
});

export const scoreParam = (name: string): ParamSpec => ({
  name,
  label: localized('flowNode.param.scoreThreshold'),
  description: localized('flowNode.param.scoreThreshold.description'),
  type: 'float',
  optional: true,
  default: 0,
  uiType: 'slider',
  attr: { min: 0, max: 1, step: 0.05 },
});

/** Choices whose label is the `flowNode.option.<value>` text. */
export function fixedOptions(
  values: readonly (
    | 'user_input'
    | 'conv_uid'
    | 'model_name'
    | 'equals'
    | 'contains'
    | 'not_empty'
    | 'greater_than'
    | 'less_than'
    | 'to_text'
    | 'upper'
    | 'lower'
    | 'trim'
    | 'to_json'
    | 'parse_json'
    | 'first_item'
    | 'length'
    | 'get_field'
    | 'merge'
    | 'list'
    | 'concat'
    | 'json'
    | 'sql'
  )[],
): FixedOption[] {
  return values.map((value) => ({ name: value, value, label: localized(`flowNode.option.${value}`) }));
}

/** A number parameter outside `[min, max]` (an absent one is the generic check's business). */
export function outOfRange(values: ParamValues, spec: ParamSpec, min: number, max: number): ParamProblem[] {
  const value = values[spec.name];
  if (typeof value !== 'number' || (value >= min && value <= max)) return [];
  return [localized('flow.problem.outOfRange', { parameter: spec.label, min, max })];
}

/** A text value, or `''` when the parameter is empty or not text. */
export function textOf(values: ParamValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** An input or output labelled with the `flowNode.io.<label>` text. */
export function io(
  name: string,
  label:
    | 'request'
    | 'question'
    | 'value'
    | 'modelRequest'
    | 'modelOutput'
    | 'messages'
    | 'chunks'
    | 'schema'
    | 'sql'
    | 'rows'
    | 'matched'
    | 'otherwise'
    | 'inputs'
    | 'joined'
    | 'parsed'
    | 'answer',
  type: IoSpec['type'],
  extra: Partial<IoSpec> = {},
): IoSpec {
  return { name, label: localized(`flowNode.io.${label}`), type, ...extra };
}
