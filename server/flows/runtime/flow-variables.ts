import type { LocalizedText } from '../../i18n/localized-text';

/** Who runs the flow and which values win over the stored variables for this one run. */
export interface FlowVariableScope {
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

/**
 * Resolves the `${...}` variable references in a node's parameter values when a flow runs. The variables
 * store implements it (`flows/variables/variable-resolver.ts`); app.ts puts it in the context.
 */
export interface FlowVariableResolver {
  resolve(value: unknown, scope: FlowVariableScope): Promise<FlowVariableResolution>;
}

/** Without a variables store (a context that has none), references stay as they were written. */
export const UNRESOLVED_VARIABLES: FlowVariableResolver = {
  async resolve(value) {
    return { ok: true, value, secrets: [] };
  },
};
