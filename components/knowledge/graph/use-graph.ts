import { useEffect, useState } from 'react';
import { getGraphVis } from '@/client/api/knowledge';
import { apiInterceptors, failureDetails } from '@/client/envelope';
import { prepareGraph, type PreparedGraph } from './graph-data';

export const DEFAULT_GRAPH_LIMIT = 200;

export type GraphState =
  | { status: 'loading' }
  /** `details`: the server's own text (a traceback) behind a readable `message`, for matching and "Details". */
  | { status: 'failed'; message: string | null; details: string | null }
  | { status: 'ready'; graph: PreparedGraph };

type Settled = Exclude<GraphState, { status: 'loading' }> & { request: string };

/** The space's graph (`graphvis` with a node limit), prepared for drawing; reloadable. */
export function useGraph(space: string, limit: number, reloads: number): GraphState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const request = `${space}#${limit}#${reloads}`;
  useEffect(() => {
    let cancelled = false;
    void apiInterceptors(getGraphVis(space, { limit }), '*').then(([error, data, envelope]) => {
      if (cancelled) return;
      if (error || !envelope?.success)
        return setSettled({
          status: 'failed',
          message: envelope?.err_msg || null,
          details: failureDetails(envelope),
          request,
        });
      const graph = prepareGraph({ nodes: data?.nodes ?? [], edges: data?.edges ?? [] });
      setSettled({ status: 'ready', graph, request });
    });
    return () => {
      cancelled = true;
    };
  }, [space, limit, request]);
  return settled && settled.request === request ? settled : { status: 'loading' };
}
