import { useEffect, useRef, useState } from 'react';
import { streamPromptDebug } from '@/client/prompt-debug-stream';
import type { PromptDebugRequest } from '@/contract/prompt';

export type PromptTestStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'error';

export interface PromptTestState {
  status: PromptTestStatus;
  /** The whole answer so far. */
  answer: string;
  error?: string;
}

const IDLE: PromptTestState = { status: 'idle', answer: '' };

/** Runs a template test against a model, streaming its answer; Stop keeps what arrived. */
export function usePromptTest() {
  const [state, setState] = useState<PromptTestState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = (body: PromptDebugRequest) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'streaming', answer: '' });
    const update = (change: (previous: PromptTestState) => PromptTestState) => {
      if (controller.current === current && !current.signal.aborted) setState(change);
    };
    void streamPromptDebug(
      body,
      {
        onText: (answer) => update((previous) => ({ ...previous, answer })),
        onDone: () => update((previous) => ({ ...previous, status: 'done' })),
        onError: (error) => update((previous) => ({ ...previous, status: 'error', error })),
      },
      { signal: current.signal },
    );
  };

  const stop = () => {
    controller.current?.abort();
    setState((previous) => (previous.status === 'streaming' ? { ...previous, status: 'stopped' } : previous));
  };

  return { ...state, start, stop };
}
