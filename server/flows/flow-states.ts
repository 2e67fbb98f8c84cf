import type { FlowState } from '@/contract/flow';

/** Contract 3.0's allowed state changes, from the stored state to the requested one. */
const ALLOWED: Readonly<Record<FlowState, readonly FlowState[]>> = {
  initializing: ['developing', 'initializing', 'load_failed'],
  developing: ['testing', 'deployed', 'disabled', 'developing', 'load_failed'],
  testing: ['testing', 'deployed', 'developing', 'disabled', 'running', 'load_failed'],
  deployed: ['deployed', 'developing', 'testing', 'disabled', 'running', 'load_failed'],
  running: ['running', 'deployed', 'testing', 'disabled'],
  disabled: ['disabled', 'deployed'],
  load_failed: ['load_failed', 'developing', 'deployed', 'disabled'],
};

const STATES = Object.keys(ALLOWED) as FlowState[];

export const asFlowState = (state: string): FlowState =>
  STATES.includes(state as FlowState) ? (state as FlowState) : 'load_failed';

export const canChangeState = (from: FlowState, to: FlowState) => ALLOWED[from].includes(to);

/** A flow in these states answers callers, so its graph must be runnable. */
export const isLive = (state: FlowState) => state === 'deployed' || state === 'running';
