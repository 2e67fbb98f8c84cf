import { useCallback, useEffect, useRef, useState } from 'react';
import { streamFlowDebug } from '@/client/flow-debug-stream';
import type { FlowDebugRequest } from '@/contract/flow/debug';
import type { NodeTraceStore } from './node-trace-store';

export type DebugPhase = 'idle' | 'running' | 'done' | 'failed' | 'stopped';

export interface DebugRunState {
  phase: DebugPhase;
  answer: string;
  /** Why the run failed, in the user's language. */
  error: string | null;
}

const IDLE: DebugRunState = { phase: 'idle', answer: '', error: null };

/** One debug run at a time: its answer and outcome here, its node traces in the store (for the badges). */
export function useDebugRun(store: NodeTraceStore) {
  const [state, setState] = useState<DebugRunState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    store.settle();
    setState((old) => (old.phase === 'running' ? { ...old, phase: 'stopped' } : old));
  }, [store]);

  const run = useCallback(
    (body: FlowDebugRequest) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      store.clear();
      setState({ phase: 'running', answer: '', error: null });
      const settle = (next: Partial<DebugRunState>) => {
        if (controller.current !== own) return;
        controller.current = null;
        store.settle();
        setState((old) => ({ ...old, ...next }));
      };
      void streamFlowDebug(
        body,
        {
          onNode: (trace) => store.update(trace),
          onText: (answer) => setState((old) => ({ ...old, answer })),
          onDone: () => settle({ phase: 'done' }),
          onError: (error) => settle({ phase: 'failed', error }),
        },
        { signal: own.signal },
      );
    },
    [store],
  );

  // Leaving the canvas (or closing the panel) ends a run still going.
  useEffect(() => () => controller.current?.abort(), []);

  return { ...state, running: state.phase === 'running', run, stop };
}
