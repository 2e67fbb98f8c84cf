import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import { findNodes, type PreparedGraph } from './graph-data';
import '@/locales/areas/knowledge-retrieval';

/** A search box over the node names; each match is a button that chooses (and centres on) that node. */
export function NodeFinder({ graph, onSelect }: { graph: PreparedGraph; onSelect: (id: string) => void }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const [query, setQuery] = useState('');
  const matches = useMemo(() => findNodes(graph, query), [graph, query]);
  return (
    <div className="flex flex-col gap-1">
      <SearchInput
        value={query}
        onChange={setQuery}
        label={t('graph.search_label')}
        placeholder={t('graph.search_placeholder')}
        clearLabel={t('graph.clear_search')}
      />
      {query.trim() !== '' &&
        (matches.length === 0 ? (
          <p role="status" className="m-0 text-sm opacity-70">
            {t('graph.no_node_match', { query: query.trim() })}
          </p>
        ) : (
          <ul
            aria-label={t('graph.matches')}
            className="m-0 flex max-h-56 list-none flex-col overflow-auto p-0"
          >
            {matches.map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  onClick={() => onSelect(node.id)}
                  className="flex w-full cursor-pointer items-center gap-2 rounded border-0 bg-transparent px-2 py-1 text-left text-sm text-inherit hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
                >
                  <span
                    aria-hidden
                    className="inline-block h-2 w-2 shrink-0 rounded-full"
                    style={{ background: node.colour }}
                  />
                  <span className="truncate">{node.name}</span>
                  {node.type && <span className="ml-auto shrink-0 text-xs opacity-60">{node.type}</span>}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
