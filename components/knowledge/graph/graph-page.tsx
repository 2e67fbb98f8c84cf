import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { Notice } from '@/components/common/plain/notice';
import { Spinner } from '@/components/common/plain/spinner';
import { RetryPanel } from '@/components/common/retry-panel';
import { usePreferences } from '@/contexts/preferences-context';
import { RetrievalFrame, spaceDetailHref, WithSpaceName } from '../chunk/retrieval-frame';
import { recallTestHref } from '../knowledge-links';
import { LinkButton } from '../link-button';
import { isNoGraphFailure } from '../space-graph';
import type { GraphControls } from './graph-controls';
import type { PreparedGraph } from './graph-data';
import { GraphToolbar } from './graph-toolbar';
import { NodeDetails } from './node-details';
import { NodeFinder } from './node-finder';
import { DEFAULT_GRAPH_LIMIT, useGraph } from './use-graph';
import '@/locales/areas/knowledge-retrieval';

// The graph library comes with this module only, fetched when a graph is there to draw.
const GraphRenderer = lazy(() => import('./graph-renderer'));

class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Legend({ graph }: { graph: PreparedGraph }) {
  const { t } = useTranslation('knowledgeRetrieval');
  if (graph.communities.length === 0) return null;
  return (
    <section aria-label={t('graph.legend')} className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {graph.communities.slice(0, 10).map((community) => (
        <span key={community.id} className="inline-flex items-center gap-1">
          <span
            aria-hidden
            className="inline-block h-2.5 w-2.5 rounded-full"
            style={{ background: community.colour }}
          />
          {t('graph.community_n', { id: community.id })} ({community.size})
        </span>
      ))}
    </section>
  );
}

function GraphView({
  space,
  graph,
  onControls,
}: {
  space: string;
  graph: PreparedGraph;
  onControls: (controls: GraphControls | null) => void;
}) {
  const { t } = useTranslation('knowledgeRetrieval');
  const { mode } = usePreferences();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [controls, setControls] = useState<GraphControls | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const selected = graph.nodes.find((node) => node.id === selectedId) ?? null;

  const ready = useCallback(
    (next: GraphControls | null) => {
      setControls(next);
      onControls(next);
    },
    [onControls],
  );
  const choose = (id: string | null) => {
    setSelectedId(id);
    controls?.focus(id);
  };
  const failedNotice = <Notice type="warning" title={t('graph.render_failed')} />;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="flex min-w-0 flex-col gap-2">
        <Legend graph={graph} />
        <div className="h-[60vh] min-h-80 overflow-hidden rounded-lg border border-solid border-black/10 dark:border-white/15">
          {unavailable ? (
            failedNotice
          ) : (
            <RenderBoundary fallback={failedNotice}>
              <Suspense
                fallback={
                  <p role="status" className="m-0 flex items-center gap-2 p-4 text-sm">
                    <Spinner />
                    {t('graph.drawing')}
                  </p>
                }
              >
                <GraphRenderer
                  graph={graph}
                  dark={mode === 'dark'}
                  label={t('graph.canvas', { space, nodes: graph.nodes.length })}
                  onSelect={setSelectedId}
                  onReady={ready}
                  onUnavailable={() => setUnavailable(true)}
                />
              </Suspense>
            </RenderBoundary>
          )}
        </div>
      </div>
      <aside className="flex flex-col gap-4">
        <NodeFinder graph={graph} onSelect={choose} />
        {selected && (
          <NodeDetails graph={graph} node={selected} onSelect={choose} onClose={() => choose(null)} />
        )}
      </aside>
    </div>
  );
}

function GraphScreen({ space }: { space: string }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const [limit, setLimit] = useState(DEFAULT_GRAPH_LIMIT);
  const [reloads, setReloads] = useState(0);
  const [controls, setControls] = useState<GraphControls | null>(null);
  const state = useGraph(space, limit, reloads);
  const reload = () => setReloads((count) => count + 1);

  let body;
  if (state.status === 'loading')
    body = (
      <p role="status" className="m-0 flex items-center gap-2 py-6 text-sm">
        <Spinner />
        {t('graph.loading')}
      </p>
    );
  else if (state.status === 'failed' && isNoGraphFailure(state.details ?? state.message))
    body = (
      <EmptyState
        title={t('graph.no_graph_title')}
        description={t('graph.no_graph_description')}
        action={<LinkButton href={recallTestHref(space)}>{t('graph.to_recall')}</LinkButton>}
      />
    );
  else if (state.status === 'failed')
    body = (
      <RetryPanel
        title={t('graph.failed')}
        description={state.message ?? undefined}
        onRetry={reload}
        testId="graph-error"
      />
    );
  else if (state.graph.nodes.length === 0)
    body = <EmptyState title={t('graph.empty_title')} description={t('graph.empty_description')} />;
  else
    body = (
      <>
        <p className="m-0 text-sm opacity-70">
          {t('graph.summary', { nodes: state.graph.nodes.length, edges: state.graph.edges.length })}
        </p>
        <GraphView space={space} graph={state.graph} onControls={setControls} />
      </>
    );

  return (
    <RetrievalFrame
      crumbs={[{ label: space, href: spaceDetailHref(space) }, { label: t('graph.title') }]}
      title={t('graph.title')}
      extra={
        <GraphToolbar
          limit={limit}
          onLimit={setLimit}
          onReload={reload}
          zoom={state.status === 'ready' ? controls : null}
        />
      }
    >
      {body}
    </RetrievalFrame>
  );
}

/** `/construct/knowledge/graph?spaceName=…`: the space as a graph, with search, zoom and node details. */
export default function GraphPage() {
  return <WithSpaceName>{(space) => <GraphScreen key={space} space={space} />}</WithSpaceName>;
}
