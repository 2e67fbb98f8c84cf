import type { FlowVariable } from '@/contract/flow';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { StoredFlowVariable } from '../../repositories/flow-variables';
import type { SecretBox } from '../../secrets/secret-box';
import type { RouteContext } from '../../context';
import type {
  FlowVariableResolution,
  FlowVariableResolver,
  FlowVariableScope,
} from '../runtime/flow-variables';
import { builtinNames } from './builtin-names';
import { isBuiltinKey } from './builtin-variables';
import {
  parseReference,
  REFERENCE_PATTERN,
  wholeReference,
  type VariableReference,
} from './variable-reference';
import { openValue } from './variable-values';

type Found = { ok: true; value: unknown } | { ok: false; problem: LocalizedText };

const STORED_CATEGORY: Readonly<Record<string, string>> = {
  'dbgpt.core.variables': 'common',
  'dbgpt.core.secrets': 'secret',
};

const has = (record: Readonly<Record<string, unknown>> | undefined, key: string | null) =>
  record !== undefined && key !== null && Object.prototype.hasOwnProperty.call(record, key);

/** DB-GPT keys a flow's own variables by its dag id, `flow_dag_<name>_<uid>`; this server by the uid. */
const isFlowsDagId = (stored: string | null, uid: string) =>
  stored !== null && stored.startsWith('flow_dag_') && stored.endsWith(`_${uid}`);

/** The stored variable a reference means: its scope (global unless told), sys code, and the caller's own first. */
function pick(rows: StoredFlowVariable[], reference: VariableReference, scope: FlowVariableScope) {
  const wantedScope = reference.scope ?? 'global';
  const scopeKey = reference.scopeKey ?? (wantedScope === 'flow_priv' ? (scope.flowUid ?? null) : null);
  const matching = rows.filter(
    (row) =>
      row.scope === wantedScope &&
      (scopeKey === null || row.scopeKey === scopeKey || isFlowsDagId(row.scopeKey, scopeKey)) &&
      row.sysCode === reference.sysCode &&
      (reference.userName === null || row.userName === reference.userName),
  );
  return matching.find((row) => row.userName === scope.userId) ?? matching[0];
}

/** Resolves references for one run: overrides, then the flow's own variables, then built-in and stored ones. */
/** What the resolver reads: the variables tables and, for built-in names, the models. */
type VariableSources = Pick<RouteContext, 'repositories' | 'modelRegistry'>;

function createLookup(
  scope: FlowVariableScope,
  sources: VariableSources,
  box: SecretBox,
  secrets: Set<string>,
) {
  const { repositories } = sources;
  let flowVariables: Promise<FlowVariable[]> | undefined;
  const ownVariables = () =>
    (flowVariables ??= (async () => {
      const flow = scope.flowUid ? await repositories.flows.find(scope.flowUid) : null;
      return flow?.variables ? (JSON.parse(flow.variables) as FlowVariable[]) : [];
    })());

  async function stored(reference: VariableReference): Promise<StoredFlowVariable | undefined> {
    const category = STORED_CATEGORY[reference.key];
    const query = category
      ? { name: reference.name ?? undefined, category }
      : reference.name === null
        ? { name: reference.key }
        : { key: reference.key, name: reference.name };
    const rows = await repositories.flowVariables.list({
      ...query,
      visibleTo: scope.userId,
      enabledOnly: true,
    });
    return pick(rows, reference, scope);
  }

  async function found(reference: VariableReference): Promise<Found> {
    const unknown: Found = {
      ok: false,
      problem: localized('flowVariable.unknownReference', { reference: reference.text }),
    };
    const inner = reference.text.slice(2, -1);
    for (const key of [inner, reference.name ?? reference.key])
      if (has(scope.overrides, key)) return { ok: true, value: scope.overrides?.[key] };
    const own = (await ownVariables()).find((variable) =>
      reference.name === null
        ? variable.name === reference.key
        : variable.key === reference.key && variable.name === reference.name,
    );
    if (own) return { ok: true, value: own.value };
    if (isBuiltinKey(reference.key) && !STORED_CATEGORY[reference.key]) {
      const names = await builtinNames(reference.key, sources);
      return names.some((entry) => entry.name === reference.name)
        ? { ok: true, value: reference.name }
        : unknown;
    }
    const row = await stored(reference);
    if (!row) return unknown;
    if (row.category !== 'secret') return { ok: true, value: JSON.parse(row.value) as unknown };
    try {
      const value = await openValue(box, row);
      secrets.add(typeof value === 'string' ? value : JSON.stringify(value));
      return { ok: true, value };
    } catch {
      return {
        ok: false,
        problem: localized('flowVariable.secretUnreadable', { reference: reference.text }),
      };
    }
  }

  const cache = new Map<string, Promise<Found>>();
  return (reference: VariableReference) => {
    let answer = cache.get(reference.text);
    if (!answer) cache.set(reference.text, (answer = found(reference)));
    return answer;
  };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function resolveDeeply(value: unknown, lookup: ReturnType<typeof createLookup>): Promise<Found> {
  if (typeof value === 'string') {
    const whole = wholeReference(value);
    if (whole) return lookup(whole);
    let text = '';
    let last = 0;
    for (const match of value.matchAll(REFERENCE_PATTERN)) {
      const reference = parseReference(match[1] ?? '');
      if (!reference) continue;
      const answer = await lookup(reference);
      if (!answer.ok) return answer;
      text += value.slice(last, match.index) + asText(answer.value);
      last = match.index + match[0].length;
    }
    return { ok: true, value: text + value.slice(last) };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const answer = await resolveDeeply(item, lookup);
      if (!answer.ok) return answer;
      items.push(answer.value);
    }
    return { ok: true, value: items };
  }
  if (typeof value === 'object' && value !== null) {
    const entries: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const answer = await resolveDeeply(item, lookup);
      if (!answer.ok) return answer;
      entries[key] = answer.value;
    }
    return { ok: true, value: entries };
  }
  return { ok: true, value };
}

/**
 * The resolver of this server's stored variables (app.ts puts it in the context): secrets open with `box`;
 * a whole-string reference keeps its value's type.
 */
export function storedVariableResolver(sources: VariableSources, box: SecretBox): FlowVariableResolver {
  return {
    async resolve(value, scope): Promise<FlowVariableResolution> {
      const secrets = new Set<string>();
      const answer = await resolveDeeply(value, createLookup(scope, sources, box, secrets));
      return answer.ok ? { ok: true, value: answer.value, secrets: [...secrets] } : answer;
    },
  };
}
