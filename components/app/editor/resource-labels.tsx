import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from './resource-choices';
import '@/locales/areas/app';

/** The resource types DB-GPT names, by the key of their label in the `app` messages. */
const TYPE_LABELS = {
  database: 'database',
  knowledge: 'knowledge',
  prompt: 'prompt',
  app: 'app',
  tool: 'tool',
  'tool(autogpt_plugins)': 'plugin',
  'tool(mcp(sse))': 'mcp',
  awel_flow: 'flow',
  excel_file: 'excel',
  internet: 'internet',
} as const;

const isNamedType = (type: string): type is keyof typeof TYPE_LABELS => Object.hasOwn(TYPE_LABELS, type);

/** A readable label with the technical name after it, quieter: what the builder reads and what DB-GPT calls it. */
export function WithTechnicalName({ label, name }: { label: ReactNode; name: string }) {
  return (
    <span className="inline-flex min-w-0 items-baseline gap-2">
      <span className="truncate">{label}</span>
      <span className="shrink-0 font-mono text-xs opacity-55">{name}</span>
    </span>
  );
}

/** The resource types as choices: their label in the reader's language, the type's own name beside it. */
export function useResourceTypeChoices(types: readonly string[]): Choice[] {
  const { t } = useTranslation('app');
  return types.map((type) => ({
    value: type,
    label: isNamedType(type) ? (
      <WithTechnicalName label={t(`resource_types.${TYPE_LABELS[type]}`)} name={type} />
    ) : (
      type
    ),
  }));
}

/** `[sqlite]shop`, as DB-GPT labels a datasource: the name first, its kind after it. */
export function datasourceLabel(label: string): ReactNode {
  const match = /^\[([^\]]+)\](.+)$/.exec(label);
  return match ? <WithTechnicalName label={match[2]} name={match[1]} /> : label;
}
