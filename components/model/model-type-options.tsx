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
  /** Lower-case model name, for ranking what was typed. */
  model: string;
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
    // A provider without example models (an OpenAI-compatible endpoint) is one choice: whatever it serves.
    const shown = model.model || t('create_form.any_model');
    group.options.push({
      value,
      title: `${shown} · ${provider}`,
      search: `${model.model} ${provider} ${model.provider ?? ''}`.toLowerCase(),
      model: model.model.toLowerCase(),
      label: (
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate">{shown}</span>
          <span className="shrink-0 text-xs opacity-60">{provider}</span>
        </span>
      ),
    });
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const typedWords = (typed: string) => typed.toLowerCase().split(/\s+/).filter(Boolean);

/** What the select hands its search callbacks: a provider's group or one model. */
export type ModelTypeItem = ModelTypeGroup | ModelTypeOption;

const isGroup = (item: ModelTypeItem): item is ModelTypeGroup => 'options' in item;

/** Every typed word must appear in the option's model name or provider. */
export function matchesTyped(typed: string, option?: ModelTypeItem): boolean {
  const search = option && !isGroup(option) ? option.search : '';
  return typedWords(typed).every((word) => search.includes(word));
}

function rank(item: ModelTypeItem, words: string[]): number {
  if (isGroup(item)) {
    const label = item.label.toLowerCase();
    return words.some((word) => label.includes(word)) ? 0 : 1;
  }
  if (words.includes(item.model)) return 0;
  return words.some((word) => item.model.startsWith(word)) ? 1 : 2;
}

/**
 * While searching: the groups of a provider that was typed first ("openai" puts OpenAI before the resellers
 * of its models), and in each group the model typed exactly, then those starting with it; otherwise the
 * order stays (the sort is stable).
 */
export function byRelevance(a: ModelTypeItem, b: ModelTypeItem, info: { searchValue: string }): number {
  const words = typedWords(info.searchValue);
  return words.length === 0 ? 0 : rank(a, words) - rank(b, words);
}
