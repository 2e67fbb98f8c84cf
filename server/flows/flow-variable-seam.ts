import type { LocalizedText } from '../i18n/localized-text';
import type { RouteContext } from '../context';

/** Who runs the flow and which values win over the stored variables for this one run. */
export interface FlowVariableScope {
  context: RouteContext;
  userId: string;
  /** The flow being run; absent for an unsaved flow in a debug run. */
  flowUid?: string;
  /** Values given for this run only (the debug run's `variables`), by key. */
  overrides?: Readonly<Record<string, unknown>>;
}

export type FlowVariableResolution =
  | {
      ok: true;
      /** The value with every `${...}` reference replaced (strings, arrays and objects, deeply). */
      value: unknown;
      /** The plain text of every secret used, so the runner can keep it out of traces and answers. */
      secrets: string[];
    }
  | { ok: false; problem: LocalizedText };

/** Resolves the `${...}` variable references in a node's parameter values when a flow runs. */
export interface FlowVariableResolver {
  resolve(value: unknown, scope: FlowVariableScope): Promise<FlowVariableResolution>;
}

/** Until the variables store registers itself, references stay as they were written. */
const unresolved: FlowVariableResolver = {
  async resolve(value) {
    return { ok: true, value, secrets: [] };
  },
};

let current: FlowVariableResolver = unresolved;

/** Called once by the variables store when the server starts. */
export function setFlowVariableResolver(resolver: FlowVariableResolver): void {
  current = resolver;
}

/** The runner asks this for the resolver at each run (so registration order does not matter). */
export function flowVariableResolver(): FlowVariableResolver {
  return current;
}
