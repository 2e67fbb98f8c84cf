import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import { findNodes, type PreparedGraph } from './graph-data';
import { NodeButton } from './node-button';
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
                <NodeButton node={node} showType onSelect={onSelect} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
