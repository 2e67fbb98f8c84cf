import type { AgentResource } from '@/contract/app';

/** What the agent runtime needs of an app: its work mode and its agents (contract 1.0 App and AppDetail). */
export interface AgentAppSpec {
  appCode: string;
  teamMode: 'single_agent' | 'auto_plan';
  details: readonly AgentDetailSpec[];
}

export interface AgentDetailSpec {
  agentName: string;
  /** A prompt code of the prompt library, or the prompt's text itself. */
  promptTemplate?: string | null;
  /** `priority`: the first of `llmStrategyValue` that is configured; otherwise the chat's model. */
  llmStrategy?: string | null;
  llmStrategyValue?: readonly string[];
  resources: readonly AgentResource[];
}

const NAME_KEYS = ['name', 'space_name', 'knowledge_space', 'db_name', 'datasource', 'value', 'key'] as const;

/**
 * The name a resource points at: v1 resources hold it as their value, v2 resources a JSON object (as
 * text or not) with it under one of DB-GPT's keys; `name` is the last resort.
 */
export function resourceTarget(resource: AgentResource): string | undefined {
  let value: unknown = resource.value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return text || resource.name?.trim() || undefined;
    try {
      value = JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of NAME_KEYS) {
      const found = record[key];
      if (typeof found === 'string' && found.trim()) return found.trim();
    }
  }
  return resource.name?.trim() || undefined;
}
