import { localized, type LocalizedText } from '../../i18n/localized-text';
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

/** The labels of the fixed choices nodes offer. */
const OPTION_LABELS = {
  user_input: localized('flowNode.option.user_input'),
  conv_uid: localized('flowNode.option.conv_uid'),
  model_name: localized('flowNode.option.model_name'),
  equals: localized('flowNode.option.equals'),
  contains: localized('flowNode.option.contains'),
  not_empty: localized('flowNode.option.not_empty'),
  greater_than: localized('flowNode.option.greater_than'),
  less_than: localized('flowNode.option.less_than'),
  to_text: localized('flowNode.option.to_text'),
  upper: localized('flowNode.option.upper'),
  lower: localized('flowNode.option.lower'),
  trim: localized('flowNode.option.trim'),
  to_json: localized('flowNode.option.to_json'),
  parse_json: localized('flowNode.option.parse_json'),
  first_item: localized('flowNode.option.first_item'),
  length: localized('flowNode.option.length'),
  get_field: localized('flowNode.option.get_field'),
  merge: localized('flowNode.option.merge'),
  list: localized('flowNode.option.list'),
  concat: localized('flowNode.option.concat'),
  json: localized('flowNode.option.json'),
  sql: localized('flowNode.option.sql'),
} as const;

export type FixedOptionValue = keyof typeof OPTION_LABELS;

/** Fixed choices, each labelled in the caller's language. */
export function fixedOptions(values: readonly FixedOptionValue[]): FixedOption[] {
  return values.map((value) => ({ name: value, value, label: OPTION_LABELS[value] }));
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

/** An input or output with its label. */
export function io(
  name: string,
  label: LocalizedText,
  type: IoSpec['type'],
  extra: Partial<IoSpec> = {},
): IoSpec {
  return { name, label, type, ...extra };
}
