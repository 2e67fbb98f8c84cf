import type { ParameterDescription } from '@/contract/parameter';
import { chosenVariant, fieldKind, nestedVariants, type FieldKind } from './descriptor-fields';

/** Form values keyed by `param_name`, as the form holds them. */
export type ParameterFormValues = Record<string, unknown>;

function toNumber(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return undefined;
}

/** One value in its descriptor's type; undefined when it is empty or cannot be read as that type. */
function coerce(value: unknown, kind: FieldKind): unknown {
  if (value === undefined || value === null) return undefined;
  switch (kind) {
    case 'boolean':
      return toBoolean(value);
    case 'integer':
    case 'number':
      return toNumber(value);
    case 'select':
      return value === '' ? undefined : value;
    case 'password':
      // Secrets are sent exactly as typed; a key's spaces are the key owner's business.
      return typeof value === 'string' && value !== '' ? value : undefined;
    case 'text': {
      if (typeof value === 'object') return undefined;
      const text = String(value).trim();
      return text === '' ? undefined : text;
    }
  }
}

const asValues = (value: unknown): ParameterFormValues =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ParameterFormValues) : {};

/** An object value: the chosen variant's fields typed, with the variant as `type` when there is a choice. */
function coerceNested(value: unknown, descriptor: ParameterDescription): unknown {
  const variant = chosenVariant(descriptor, value);
  if (!variant) return undefined;
  const [name, fields] = variant;
  const typed = toParameterValues(asValues(value), fields);
  const several = nestedVariants(descriptor).length > 1;
  if (Object.keys(typed).length === 0 && !several && !descriptor.required) return undefined;
  return several ? { type: name, ...typed } : typed;
}

function coerceField(value: unknown, descriptor: ParameterDescription): unknown {
  if (nestedVariants(descriptor).length > 0) return coerceNested(value, descriptor);
  const kind = fieldKind(descriptor);
  if (!descriptor.is_array) return coerce(value, kind);
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const typed = list.map((item) => coerce(item, kind)).filter((item) => item !== undefined);
  return typed.length > 0 ? typed : undefined;
}

/**
 * The typed request values for `descriptors`: numbers as numbers, booleans as booleans, text trimmed;
 * empty optional values are left out (so the server's defaults apply) and keys no descriptor names are dropped;
 * nested descriptors give objects built the same way.
 */
export function toParameterValues(
  values: ParameterFormValues,
  descriptors: readonly ParameterDescription[],
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const descriptor of descriptors) {
    const value = coerceField(values[descriptor.param_name], descriptor);
    if (value !== undefined) typed[descriptor.param_name] = value;
  }
  return typed;
}

/**
 * The form's starting values: each descriptor's `default_value` in its type; switches without one start off;
 * a nested descriptor starts as an object with its (first or named) variant's defaults.
 */
export function defaultParameterValues(descriptors: readonly ParameterDescription[]): ParameterFormValues {
  const defaults: ParameterFormValues = {};
  for (const descriptor of descriptors) {
    const variant = chosenVariant(descriptor, descriptor.default_value);
    if (variant) {
      const [name, fields] = variant;
      const given = toParameterValues(asValues(descriptor.default_value), fields);
      const several = nestedVariants(descriptor).length > 1;
      defaults[descriptor.param_name] = {
        ...(several ? { type: name } : {}),
        ...defaultParameterValues(fields),
        ...given,
      };
      continue;
    }
    const value = coerceField(descriptor.default_value, descriptor);
    if (value !== undefined) defaults[descriptor.param_name] = value;
    else if (fieldKind(descriptor) === 'boolean' && !descriptor.is_array)
      defaults[descriptor.param_name] = false;
  }
  return defaults;
}
