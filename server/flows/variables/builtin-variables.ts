import type { VariableKey } from '@/contract/flow';
import type { ServerLanguage } from '../../i18n/language';
import { localized, type LocalizedText } from '../../i18n/localized-text';

/** A key DB-GPT provides itself: its names are things the server has (models, spaces...), not stored rows. */
interface BuiltinKey {
  key: string;
  label: LocalizedText;
  description: LocalizedText;
}

/** DB-GPT's built-in keys this server can answer (rerankers and agents it has none of). */
export const BUILTIN_KEYS: readonly BuiltinKey[] = [
  {
    key: 'dbgpt.core.flow.flows',
    label: localized('flowVariable.builtin.flows'),
    description: localized('flowVariable.builtin.flows.description'),
  },
  {
    key: 'dbgpt.core.flow.nodes',
    label: localized('flowVariable.builtin.nodes'),
    description: localized('flowVariable.builtin.nodes.description'),
  },
  {
    key: 'dbgpt.core.variables',
    label: localized('flowVariable.builtin.variables'),
    description: localized('flowVariable.builtin.variables.description'),
  },
  {
    key: 'dbgpt.core.secrets',
    label: localized('flowVariable.builtin.secrets'),
    description: localized('flowVariable.builtin.secrets.description'),
  },
  {
    key: 'dbgpt.core.model.llms',
    label: localized('flowVariable.builtin.llms'),
    description: localized('flowVariable.builtin.llms.description'),
  },
  {
    key: 'dbgpt.core.model.embeddings',
    label: localized('flowVariable.builtin.embeddings'),
    description: localized('flowVariable.builtin.embeddings.description'),
  },
  {
    key: 'dbgpt.core.datasources',
    label: localized('flowVariable.builtin.datasources'),
    description: localized('flowVariable.builtin.datasources.description'),
  },
  {
    key: 'dbgpt.core.knowledge_spaces',
    label: localized('flowVariable.builtin.knowledgeSpaces'),
    description: localized('flowVariable.builtin.knowledgeSpaces.description'),
  },
];

export const isBuiltinKey = (key: string) => BUILTIN_KEYS.some((builtin) => builtin.key === key);

export function builtinKeys(language: ServerLanguage): VariableKey[] {
  return BUILTIN_KEYS.map((builtin) => ({
    key: builtin.key,
    label: builtin.label.in(language),
    description: builtin.description.in(language),
    value_type: 'str',
    category: 'common',
    scope: 'global',
    scope_key: null,
  }));
}
