import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import { matchesQuery } from '@/components/construct/match-query';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import type { FlowType, NodeMetadata } from '@/contract/flow';
import '@/locales/areas/flow';

export const DRAG_TYPE = 'application/reactflow';

interface PaletteGroup {
  category: string;
  label: string;
  nodes: NodeMetadata[];
}

function groupsOf(nodes: readonly NodeMetadata[], flowType: FlowType): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  for (const node of nodes) {
    if (node.flow_type !== flowType) continue;
    const group = groups.get(node.category) ?? {
      category: node.category,
      label: node.category_label || node.category,
      nodes: [],
    };
    group.nodes.push(node);
    groups.set(node.category, group);
  }
  return [...groups.values()];
}

interface NodePaletteProps {
  nodes: readonly NodeMetadata[];
  onAdd: (metadata: NodeMetadata) => void;
}

/** The operators and resources the server offers, by category, searchable; drag one onto the canvas or click it. */
export function NodePalette({ nodes, onAdd }: NodePaletteProps) {
  const { t } = useTranslation('flow');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 150).trim();
  const shown = useMemo(
    () =>
      nodes.filter((node) =>
        matchesQuery(query, [node.label, node.name, node.description, node.category_label]),
      ),
    [nodes, query],
  );
  const onDragStart = (event: DragEvent, node: NodeMetadata) => {
    event.dataTransfer.setData(DRAG_TYPE, node.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const sections: [FlowType, string][] = [
    ['operator', t('canvas.operators')],
    ['resource', t('canvas.resources')],
  ];

  return (
    <aside
      aria-label={t('canvas.palette')}
      className="flex h-full w-64 shrink-0 flex-col gap-2 overflow-hidden border-r border-black/10 p-3 dark:border-white/10"
    >
      <h2 className="m-0 text-sm font-semibold">{t('canvas.palette')}</h2>
      <SearchInput
        label={t('canvas.palette_search')}
        placeholder={t('canvas.palette_search')}
        value={search}
        onChange={setSearch}
        clearLabel={t('canvas.clear_search')}
      />
      <div className="flex-1 overflow-y-auto">
        {shown.length === 0 && <p className="m-0 text-xs opacity-70">{t('canvas.no_node', { query })}</p>}
        {sections.map(([flowType, title]) => {
          const groups = groupsOf(shown, flowType);
          if (groups.length === 0) return null;
          return (
            <section key={flowType} aria-label={title} className="mb-3">
              <h3 className="m-0 mb-1 text-xs font-semibold uppercase opacity-70">{title}</h3>
              {groups.map((group) => (
                <details key={group.category} open={query !== ''} className="mb-1">
                  <summary className="cursor-pointer text-sm">
                    {group.label} <span className="text-xs opacity-70">({group.nodes.length})</span>
                  </summary>
                  <ul className="m-0 list-none p-0 pl-2">
                    {group.nodes.map((node) => (
                      <li key={node.id}>
                        <button
                          type="button"
                          draggable
                          onDragStart={(event) => onDragStart(event, node)}
                          onClick={() => onAdd(node)}
                          aria-label={t('canvas.add_node', { name: node.label })}
                          title={
                            node.not_runnable
                              ? t('canvas.not_runnable_reason', { reason: node.not_runnable.reason })
                              : (node.description ?? undefined)
                          }
                          data-testid="palette-node"
                          data-not-runnable={node.not_runnable?.status}
                          className={`w-full cursor-grab truncate rounded border-0 bg-transparent px-2 py-1 text-left text-sm text-inherit hover:bg-black/[0.04] dark:hover:bg-white/[0.08] ${node.not_runnable ? 'opacity-50' : ''}`}
                        >
                          {node.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                </details>
              ))}
            </section>
          );
        })}
      </div>
    </aside>
  );
}
