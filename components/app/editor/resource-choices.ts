import type { ReactNode } from 'react';
import type { AppResourcesResponse } from '@/contract/app';

export interface Choice {
  value: string;
  label: ReactNode;
}

/** How an option's label reads (a datasource's `[sqlite]shop` as its name and kind). */
type LabelOf = (label: string) => ReactNode;
const asIs: LabelOf = (label) => label;

function choiceOf(item: unknown, labelOf: LabelOf): Choice | null {
  if (typeof item === 'string') return { value: item, label: labelOf(item) };
  if (!item || typeof item !== 'object' || !('key' in item) || typeof item.key !== 'string') return null;
  const label = 'label' in item && typeof item.label === 'string' ? item.label : item.key;
  return { value: item.key, label: labelOf(label) };
}

/**
 * The values a resource type offers (contract 1.8): v1 options `{label, key}`, or, for class-style types,
 * descriptors whose `valid_values` hold the options. Anything else offers nothing to pick.
 */
export function resourceChoices(items: AppResourcesResponse | undefined, labelOf: LabelOf = asIs): Choice[] {
  const choices: Choice[] = [];
  for (const item of items ?? []) {
    const direct = choiceOf(item, labelOf);
    if (direct) choices.push(direct);
    else if ('valid_values' in item && Array.isArray(item.valid_values)) {
      for (const value of item.valid_values) {
        const nested = choiceOf(value, labelOf);
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
