import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FlowNodeTrace } from '@/contract/flow/debug';

/** A node's latest trace in a debug run, and where it first appeared in the run's order. */
export interface NodeRun {
  trace: FlowNodeTrace;
  order: number;
  /** Still `running` when the run ended (stopped, or failed elsewhere): it will not finish now. */
  cut?: boolean;
}

/**
 * The traces of the last debug run, by node. Each node card subscribes to its own entry only, so a
 * trace re-renders the one node it names, not the whole canvas; the panel's list reads them all.
 */
export interface NodeTraceStore {
  get(nodeId: string): NodeRun | undefined;
  /** Every node that ran, in the order they started (the same array until something changes). */
  all(): readonly NodeRun[];
  update(trace: FlowNodeTrace): void;
  /** The run is over: nodes still running will not finish. */
  settle(): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createNodeTraceStore(): NodeTraceStore {
  let runs = new Map<string, NodeRun>();
  let list: readonly NodeRun[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    list = [...runs.values()].sort((a, b) => a.order - b.order);
    for (const listener of listeners) listener();
  };
  return {
    get: (nodeId) => runs.get(nodeId),
    all: () => list,
    update(trace) {
      const previous = runs.get(trace.node_id);
      // A later `running` frame of a streaming node carries only what changed; keep what it left out.
      const merged = previous ? { ...previous.trace, ...trace } : trace;
      runs = new Map(runs).set(trace.node_id, { trace: merged, order: previous?.order ?? runs.size });
      changed();
    },
    settle() {
      const cut = [...runs.values()].filter((run) => run.trace.status === 'running' && !run.cut);
      if (cut.length === 0) return;
      runs = new Map(runs);
      for (const run of cut) runs.set(run.trace.node_id, { ...run, cut: true });
      changed();
    },
    clear() {
      if (runs.size === 0) return;
      runs = new Map();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const NodeTraceContext = createContext<NodeTraceStore | null>(null);

const NO_SUBSCRIPTION = () => () => undefined;

/** The node's entry in the last debug run (undefined when it has not run, or outside a canvas). */
export function useNodeRun(nodeId: string): NodeRun | undefined {
  const store = useContext(NodeTraceContext);
  return useSyncExternalStore(
    store?.subscribe ?? NO_SUBSCRIPTION,
    () => store?.get(nodeId),
    () => undefined,
  );
}

/** Every node of the last debug run, in run order. */
export function useNodeRuns(store: NodeTraceStore): readonly NodeRun[] {
  return useSyncExternalStore(store.subscribe, store.all, store.all);
}
