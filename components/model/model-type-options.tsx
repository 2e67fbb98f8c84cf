import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { SupportedModel } from '@/contract/model';
import { providerName } from './provider-name';

export interface ModelTypeOption {
  value: string;
  label: ReactNode;
  /** Shown on hover and read by the select for the chosen value's title. */
  title: string;
  /** Lower-case model name, provider label and provider id: what typing searches. */
  search: string;
}

export interface ModelTypeGroup {
  label: string;
  title: string;
  options: ModelTypeOption[];
}

/** A model type within one worker type: its provider and model (DB-GPT lists some pairs twice). */
export const choiceKey = (model: SupportedModel) => `${model.provider ?? ''}|${model.model}`;

/**
 * The select's options: one group per provider (by label), each option the model's name with its provider as
 * secondary text, in the server's order within a group; repeated provider and model pairs once.
 */
export function modelTypeGroups(models: readonly SupportedModel[], t: TFunction<'model'>): ModelTypeGroup[] {
  const groups = new Map<string, ModelTypeGroup>();
  const seen = new Set<string>();
  for (const model of models) {
    const value = choiceKey(model);
    if (seen.has(value)) continue;
    seen.add(value);
    const provider = providerName(model.provider, t) || t('create_form.other_provider');
    const group = groups.get(provider) ?? { label: provider, title: provider, options: [] };
    groups.set(provider, group);
    group.options.push({
      value,
      title: `${model.model} · ${provider}`,
      search: `${model.model} ${provider} ${model.provider ?? ''}`.toLowerCase(),
      label: (
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate">{model.model}</span>
          <span className="shrink-0 text-xs opacity-60">{provider}</span>
        </span>
      ),
    });
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Every typed word must appear in the option's model name or provider. */
export function matchesTyped(typed: string, option?: { search?: unknown }): boolean {
  const search = typeof option?.search === 'string' ? option.search : '';
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => search.includes(word));
}
