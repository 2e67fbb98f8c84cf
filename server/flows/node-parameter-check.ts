import { localized, type LocalizedText } from '../i18n/localized-text';
import type { OptionLoader } from './node-options';
import type { NodeDefinition, ParamSpec, ParamValues } from './nodes/node-definition';

/** The values saved on a canvas node's parameters, each falling back to its default. */
export function parameterValues(node: NodeDefinition, stored: unknown): Record<string, unknown> {
  const saved = new Map<string, unknown>();
  if (Array.isArray(stored))
    for (const entry of stored as unknown[])
      if (typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string')
        saved.set(entry.name, 'value' in entry ? entry.value : undefined);
  const values: Record<string, unknown> = {};
  for (const spec of node.parameters)
    values[spec.name] = asParameterType(spec, saved.get(spec.name) ?? spec.default);
  return values;
}

/** Canvas number inputs may send numbers as text; the checks read them as numbers. */
function asParameterType(spec: ParamSpec, value: unknown): unknown {
  if ((spec.type === 'int' || spec.type === 'float') && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function hasType(spec: ParamSpec, value: unknown): boolean {
  const one = (item: unknown) => {
    switch (spec.type) {
      case 'int':
        return Number.isInteger(item);
      case 'float':
        return typeof item === 'number' && Number.isFinite(item);
      case 'bool':
        return typeof item === 'boolean';
      case 'str':
        return typeof item === 'string';
    }
  };
  return spec.isList ? Array.isArray(value) && value.every(one) : one(value);
}

/**
 * The problems of one node's parameters: required ones missing, wrong types, values outside their choices
 * (read from this server now, so a deleted model or space shows), then the node's own checks.
 */
export async function checkParameters(
  node: NodeDefinition,
  values: ParamValues,
  loader: OptionLoader,
): Promise<LocalizedText[]> {
  const problems: LocalizedText[] = [];
  for (const spec of node.parameters) {
    const value = values[spec.name];
    if (isEmpty(value)) {
      if (!spec.optional)
        problems.push(localized('flow.problem.missingParameter', { parameter: spec.label }));
      continue;
    }
    if (!hasType(spec, value)) {
      problems.push(localized('flow.problem.wrongType', { parameter: spec.label, type: spec.type }));
      continue;
    }
    const options = await loader.optionsOf(spec, values);
    if (options === null) continue;
    const allowed = new Set(options.map((choice) => String(choice.value)));
    for (const item of Array.isArray(value) ? value : [value])
      if (!allowed.has(String(item)))
        problems.push(localized('flow.problem.notAnOption', { parameter: spec.label, value: String(item) }));
  }
  return [...problems, ...(node.validate?.(values) ?? [])];
}
