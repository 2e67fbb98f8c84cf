import type { AppResourcesResponse } from '@/contract/app';

export interface Choice {
  value: string;
  label: string;
}

function choiceOf(item: unknown): Choice | null {
  if (typeof item === 'string') return { value: item, label: item };
  if (!item || typeof item !== 'object' || !('key' in item) || typeof item.key !== 'string') return null;
  const label = 'label' in item && typeof item.label === 'string' ? item.label : item.key;
  return { value: item.key, label };
}

/**
 * The values a resource type offers (contract 1.8): v1 options `{label, key}`, or, for class-style types,
 * descriptors whose `valid_values` hold the options. Anything else offers nothing to pick.
 */
export function resourceChoices(items: AppResourcesResponse | undefined): Choice[] {
  const choices: Choice[] = [];
  for (const item of items ?? []) {
    const direct = choiceOf(item);
    if (direct) choices.push(direct);
    else if ('valid_values' in item && Array.isArray(item.valid_values)) {
      for (const value of item.valid_values) {
        const nested = choiceOf(value);
        if (nested) choices.push(nested);
      }
    }
  }
  return choices;
}

/** A stored value the server no longer offers is still shown (and kept) rather than blanked. */
export function withCurrent(choices: Choice[], current: string): Choice[] {
  if (!current || choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: current }, ...choices];
}
