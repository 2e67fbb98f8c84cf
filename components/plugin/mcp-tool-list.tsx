import { useTranslation } from 'react-i18next';
import type { ToolSummary } from '@/contract/hub';
import '@/locales/areas/plugins';

/** The argument names of a tool's JSON Schema (`properties`), in their order. */
export function argumentNames(schema: Record<string, unknown>): string[] {
  const { properties } = schema;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

/** What a tested MCP server offers: each tool's name, description and argument names. */
export function McpToolList({ tools }: { tools: ToolSummary[] }) {
  const { t } = useTranslation('plugins');
  if (tools.length === 0) return <p className="m-0 text-sm opacity-70">{t('mcp.no_tools')}</p>;
  return (
    <section aria-label={t('mcp.tools_title', { count: tools.length })} className="flex flex-col gap-2">
      <h3 className="m-0 text-sm font-medium">{t('mcp.tools_title', { count: tools.length })}</h3>
      <ul className="m-0 flex max-h-60 list-none flex-col gap-2 overflow-y-auto p-0" data-testid="mcp-tools">
        {tools.map((tool) => {
          const names = argumentNames(tool.input_schema);
          return (
            <li
              key={tool.name}
              className="rounded border border-solid border-black/10 p-2 text-sm dark:border-white/10"
            >
              <code className="font-mono font-medium">{tool.name}</code>
              {tool.description && <p className="m-0 mt-1 opacity-80">{tool.description}</p>}
              <p className="m-0 mt-1 text-xs opacity-60">
                {names.length > 0 ? t('mcp.arguments', { names: names.join(', ') }) : t('mcp.no_arguments')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
