import type { ParameterDescription } from '@/contract/parameter';
import type { Language } from '@/locales/types';

/** The input a descriptor is edited with. */
export type FieldKind = 'text' | 'password' | 'integer' | 'number' | 'boolean' | 'select';

export interface FieldOption {
  value: string | number | boolean;
  label: string;
}

/** DB-GPT types are Python-ish (`str`, `int`, `float`, `bool`, `Optional[int]`); match loosely. */
function valueKind(paramType: string | null | undefined): 'text' | 'integer' | 'number' | 'boolean' {
  const type = (paramType ?? '').toLowerCase();
  if (type.includes('bool')) return 'boolean';
  if (/\bint|integer/.test(type)) return 'integer';
  if (/float|number|double|decimal/.test(type)) return 'number';
  return 'text';
}

/** Secrets are tagged `privacy` in `ext_metadata.tags` (a comma-separated string or a list). */
export function isSecret(descriptor: ParameterDescription): boolean {
  const tags = descriptor.ext_metadata?.tags;
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  return list.some((tag) => String(tag).trim().toLowerCase() === 'privacy');
}

export function fieldOptions(descriptor: ParameterDescription): FieldOption[] {
  return (descriptor.valid_values ?? []).flatMap((entry): FieldOption[] => {
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') {
      return [{ value: entry, label: String(entry) }];
    }
    // Resource-style options are `{label, key, description}` (contract 1.8).
    if (entry && typeof entry === 'object' && 'key' in entry) {
      const { key, label } = entry as { key: unknown; label?: unknown };
      if (typeof key !== 'string' && typeof key !== 'number') return [];
      return [{ value: key, label: typeof label === 'string' && label ? label : String(key) }];
    }
    return [];
  });
}

export function fieldKind(descriptor: ParameterDescription): FieldKind {
  if (fieldOptions(descriptor).length > 0) return 'select';
  const kind = valueKind(descriptor.param_type);
  if (kind === 'text' && isSecret(descriptor)) return 'password';
  return kind;
}

/**
 * A descriptor's label or description in the user's language: `<field>_<language>` on the descriptor or in
 * its `ext_metadata` (e.g. `description_zh`), else the plain field; labels fall back to the parameter name.
 */
export function localizedText(
  descriptor: ParameterDescription,
  field: 'label' | 'description',
  language: Language,
): string | undefined {
  const key = `${field}_${language}`;
  const candidates = [
    (descriptor as Record<string, unknown>)[key],
    descriptor.ext_metadata?.[key],
    descriptor[field],
  ];
  const text = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return text ?? (field === 'label' ? descriptor.param_name : undefined);
}

/** A caller's names for parameters the server sends without a label of their own (`name` → "Model name"). */
export type ParameterLabelLookup = (paramName: string) => string | undefined;

/**
 * The label shown for a descriptor: its own (localized) label when it has one other than its name, else the
 * caller's lookup, with the parameter name kept as `rawName` so the user still sees what the server calls it.
 */
export function fieldLabel(
  descriptor: ParameterDescription,
  language: Language,
  lookup?: ParameterLabelLookup,
): { text: string; rawName?: string } {
  const own = localizedText(descriptor, 'label', language) ?? descriptor.param_name;
  if (own !== descriptor.param_name) return { text: own };
  const known = lookup?.(descriptor.param_name);
  return known && known !== descriptor.param_name
    ? { text: known, rawName: descriptor.param_name }
    : { text: own };
}

/** Descriptors in `param_order` (those without one keep their place after the ordered ones). */
export function orderedDescriptors(descriptors: readonly ParameterDescription[]): ParameterDescription[] {
  return descriptors
    .map((descriptor, index) => ({ descriptor, index }))
    .sort((a, b) => {
      const orderA = a.descriptor.param_order ?? Number.POSITIVE_INFINITY;
      const orderB = b.descriptor.param_order ?? Number.POSITIVE_INFINITY;
      return orderA === orderB ? a.index - b.index : orderA - orderB;
    })
    .map(({ descriptor }) => descriptor);
}

/** Suggested values for a text field (`ext_metadata.examples`), e.g. a provider's model ids. */
export function fieldExamples(descriptor: ParameterDescription): string[] {
  const examples = descriptor.ext_metadata?.examples;
  return Array.isArray(examples)
    ? examples.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/** Bounds of a number field (`ext_metadata.min` / `max`). */
export function numberLimits(descriptor: ParameterDescription): { min?: number; max?: number } {
  const { min, max } = descriptor.ext_metadata ?? {};
  return {
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

/** Text that must be a web address (`ext_metadata.format: 'url'`). */
export function isUrlField(descriptor: ParameterDescription): boolean {
  return descriptor.ext_metadata?.format === 'url';
}

/**
 * The variants of a descriptor whose value is an object (`nested_fields`: variant name → its descriptors);
 * empty for plain descriptors. With several variants the value carries the chosen one as `type`.
 */
export function nestedVariants(descriptor: ParameterDescription): [string, ParameterDescription[]][] {
  const nested = descriptor.nested_fields;
  if (!nested || typeof nested !== 'object') return [];
  return Object.entries(nested).filter(([, fields]) => Array.isArray(fields));
}

/** The variant a nested value (or default) names, else the first. */
export function chosenVariant(
  descriptor: ParameterDescription,
  value: unknown,
): [string, ParameterDescription[]] | undefined {
  const variants = nestedVariants(descriptor);
  const named =
    value && typeof value === 'object' && 'type' in value ? (value as { type: unknown }).type : undefined;
  return variants.find(([name]) => name === named) ?? variants[0];
}
