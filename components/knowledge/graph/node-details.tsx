import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/common/shell-icons';
import { IconButton } from '@/components/common/icon-button';
import type { GraphNode, PreparedGraph } from './graph-data';
import { NodeButton } from './node-button';
import '@/locales/areas/knowledge-retrieval';

interface NodeDetailsProps {
  graph: PreparedGraph;
  node: GraphNode;
  onSelect: (id: string) => void;
  onClose: () => void;
}

/** A chosen node: name, type, community and its neighbours (each one a way to move on to it). */
export function NodeDetails({ graph, node, onSelect, onClose }: NodeDetailsProps) {
  const { t } = useTranslation('knowledgeRetrieval');
  const byId = new Map(graph.nodes.map((item) => [item.id, item]));
  const neighbours = (graph.neighbours.get(node.id) ?? []).flatMap((id) => byId.get(id) ?? []);
  return (
    <section
      aria-label={t('graph.details')}
      className="flex flex-col gap-3 rounded-lg border border-solid border-black/10 p-4 text-sm dark:border-white/15"
    >
      <div className="flex items-start gap-2">
        <h3 className="m-0 min-w-0 flex-1 text-base font-semibold break-words">{node.name}</h3>
        <IconButton label={t('graph.close_details')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="opacity-70">{t('graph.name')}</dt>
        <dd className="m-0 break-words">{node.name}</dd>
        <dt className="opacity-70">{t('graph.type')}</dt>
        <dd className="m-0">{node.type ?? t('graph.none')}</dd>
        <dt className="opacity-70">{t('graph.community')}</dt>
        <dd className="m-0 flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block h-2.5 w-2.5 rounded-full"
            style={{ background: node.colour }}
          />
          {node.community ?? t('graph.none')}
        </dd>
      </dl>
      <div className="flex flex-col gap-1">
        <h4 className="m-0 text-sm font-medium">{t('graph.neighbours', { count: neighbours.length })}</h4>
        {neighbours.length === 0 ? (
          <p className="m-0 opacity-70">{t('graph.no_neighbours')}</p>
        ) : (
          <ul className="m-0 flex max-h-64 list-none flex-col gap-0.5 overflow-auto p-0">
            {neighbours.map((neighbour) => (
              <li key={neighbour.id}>
                <NodeButton node={neighbour} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
