import type { PaginationResult } from '@/contract/common';
import {
  SECRET_VALUE_MASK,
  type Variable,
  type VariableKey,
  type VariableKeysQuery,
  type VariableRequest,
  type VariablesQuery,
} from '@/contract/flow';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { NewFlowVariable, StoredFlowVariable } from '../../repositories/flow-variables';
import type { RouteContext } from '../../context';
import type { SecretBox } from '../../secrets/secret-box';
import { assertCanChange, assertCanUse, canUseFlow } from '../../access/flow-access';
import type { FlowCall } from '../flow-service';
import { builtinKeys, isBuiltinKey } from './builtin-variables';
import { builtinNames } from './builtin-names';
import { openValue, sealValue, toVariable, typedValue } from './variable-values';
import { isUniqueViolation } from '../../http/unique-violation';

const DEFAULT_PAGE_SIZE = 20;
const STORED_CATEGORY: Readonly<Record<string, 'common' | 'secret'>> = {
  'dbgpt.core.variables': 'common',
  'dbgpt.core.secrets': 'secret',
};

const identityTaken = (row: Pick<NewFlowVariable, 'key' | 'name'>) =>
  new ApiError(409, '409', localized('flowVariable.taken', { key: row.key, name: row.name }));

const notFound = (id: number) => ApiError.notFound(localized('flowVariable.notFound', { id }));

function pageOf<T>(items: T[], page: number, pageSize: number): PaginationResult<T> {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total_count: items.length,
    total_pages: Math.ceil(items.length / pageSize),
    page,
    page_size: pageSize,
  };
}

/** Global variables: anyone stores common ones, only admins secret ones; a secret's value never leaves sealed. */
export function createVariableService(
  context: Pick<RouteContext, 'repositories' | 'modelRegistry'>,
  box: SecretBox,
) {
  const { flowVariables } = context.repositories;

  function assertMayWrite(category: string, call: FlowCall) {
    if (category === 'secret' && !call.caller.isAdmin)
      throw new ApiError(403, '403', localized('flowVariable.secretAdminOnly'));
  }

  /**
   * A flow's own variable changes how that flow runs: only who may change the flow sets one (the flow named
   * by its uid or DB-GPT's dag id `flow_dag_<name>_<uid>`). A key naming no flow here is left as it is.
   */
  const flowOf = (scopeKey: string) =>
    context.repositories.flows.find(
      scopeKey.startsWith('flow_dag_') ? (scopeKey.split('_').pop() ?? '') : scopeKey,
    );

  async function assertMayChangeFlow(scopeKey: string, call: FlowCall) {
    const flow = await flowOf(scopeKey);
    if (flow) assertCanChange(flow, call.caller);
  }

  /** A flow's own variables are read by those who may see the flow (another's private flow: 404). */
  async function assertMaySeeFlow(scopeKey: string | null | undefined, call: FlowCall) {
    const flow = scopeKey ? await flowOf(scopeKey) : null;
    if (flow) assertCanUse(flow, call.caller);
  }

  async function mustFindVisible(id: number, call: FlowCall): Promise<StoredFlowVariable> {
    const found = await flowVariables.find(id);
    if (!found || (found.userName !== null && found.userName !== call.caller.userId && !call.caller.isAdmin))
      throw notFound(id);
    if (found.scope === 'flow_priv' && found.scopeKey) {
      const flow = await flowOf(found.scopeKey);
      if (flow && !canUseFlow(flow, call.caller)) throw notFound(id);
    }
    return found;
  }

  async function assertIdentityFree(row: NewFlowVariable, exceptId?: number) {
    const same = await flowVariables.list({
      key: row.key,
      name: row.name,
      scope: row.scope,
    });
    const clash = same.find(
      (other) =>
        other.id !== exceptId &&
        // As the unique index compares them: a missing value and an empty one are the same.
        (other.scopeKey ?? '') === (row.scopeKey ?? '') &&
        (other.sysCode ?? '') === (row.sysCode ?? '') &&
        (other.userName ?? '') === (row.userName ?? ''),
    );
    if (clash) throw identityTaken(row);
  }

  /** A write that lost a race for the same identity gets the same 409 as one that came second. */
  async function writeUnique<T>(row: NewFlowVariable, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw identityTaken(row);
      throw error;
    }
  }

  /** The row a request describes; `previous` keeps a secret whose value came back as the mask. */
  async function rowOf(
    body: VariableRequest,
    call: FlowCall,
    previous?: StoredFlowVariable,
  ): Promise<NewFlowVariable> {
    if (body.scope === 'flow_priv' && !body.scope_key)
      throw new ApiError(400, 'E0001', localized('flowVariable.scopeKeyNeeded'));
    if (body.scope === 'flow_priv' && body.scope_key) await assertMayChangeFlow(body.scope_key, call);
    const secret = body.category === 'secret';
    const userName = call.caller.isAdmin
      ? (body.user_name ?? null)
      : body.user_name
        ? call.caller.userId
        : null;
    const base = {
      key: body.key,
      name: body.name,
      label: body.label,
      description: body.description ?? null,
      category: body.category,
      scope: body.scope,
      scopeKey: body.scope_key ?? null,
      enabled: body.enabled ?? true,
      userName,
      sysCode: body.sys_code ?? null,
      createdBy: previous?.createdBy ?? call.caller.userId,
    };
    if (secret && previous?.category === 'secret' && body.value === SECRET_VALUE_MASK) {
      const kept = (await openValue(box, previous)) as string | number | boolean;
      const sealed = await sealValue(box, true, body.key, body.name, kept);
      return { ...base, valueType: previous.valueType, value: sealed };
    }
    const typed = typedValue(body.name, body.value_type, body.value);
    return {
      ...base,
      valueType: typed.type,
      value: await sealValue(box, secret, body.key, body.name, typed.value),
    };
  }

  async function storedKeys(query: VariableKeysQuery, call: FlowCall): Promise<VariableKey[]> {
    const rows = await flowVariables.list({
      category: query.category,
      sysCode: query.sys_code,
      visibleTo: call.caller.userId,
      enabledOnly: true,
    });
    const byKey = new Map<string, StoredFlowVariable>();
    for (const row of rows) if (!byKey.has(row.key) && !isBuiltinKey(row.key)) byKey.set(row.key, row);
    return [...byKey.values()].map((row) => ({
      key: row.key,
      label: row.label,
      description: row.description,
      value_type: row.valueType,
      category: row.category,
      scope: row.scope,
      scope_key: row.scopeKey,
    }));
  }

  async function builtinPage(query: VariablesQuery, call: FlowCall, page: number, size: number) {
    const category = STORED_CATEGORY[query.key];
    if (category) {
      const rows = await flowVariables.list({ category, visibleTo: call.caller.userId, enabledOnly: true });
      return pageOf(
        rows.map((row) => ({ ...toVariable(row), id: -1, key: query.key })),
        page,
        size,
      );
    }
    const names = await builtinNames(query.key, context, call.caller);
    const items: Variable[] = names.map(({ name, label }) => ({
      id: -1,
      key: query.key,
      name,
      label,
      value: name,
      value_type: 'str',
      category: 'common',
      scope: 'global',
      scope_key: null,
      enabled: true,
      user_name: null,
      sys_code: null,
    }));
    return pageOf(items, page, size);
  }

  return {
    async keys(query: VariableKeysQuery, call: FlowCall): Promise<VariableKey[]> {
      const builtins = query.category === 'secret' ? [] : builtinKeys(call.language);
      return [...builtins, ...(await storedKeys(query, call))];
    },

    async page(query: VariablesQuery, call: FlowCall): Promise<PaginationResult<Variable>> {
      const page = query.page ?? 1;
      const size = query.page_size ?? DEFAULT_PAGE_SIZE;
      if (isBuiltinKey(query.key)) return builtinPage(query, call, page, size);
      if (query.scope === 'flow_priv') await assertMaySeeFlow(query.scope_key, call);
      const found = await flowVariables.page(
        {
          key: query.key,
          scope: query.scope,
          scopeKey: query.scope_key,
          sysCode: query.sys_code,
          userName: query.user_name,
          visibleTo: call.caller.userId,
        },
        page,
        size,
      );
      return { ...found, items: found.items.map(toVariable) };
    },

    async create(body: VariableRequest, call: FlowCall): Promise<Variable> {
      assertMayWrite(body.category, call);
      const row = await rowOf(body, call);
      await assertIdentityFree(row);
      return toVariable(await writeUnique(row, () => flowVariables.create(row)));
    },

    async update(id: number, body: VariableRequest, call: FlowCall): Promise<Variable> {
      const stored = await mustFindVisible(id, call);
      assertMayWrite(stored.category, call);
      assertMayWrite(body.category, call);
      if (!call.caller.isAdmin && stored.createdBy !== call.caller.userId)
        throw new ApiError(403, '403', localized('flowVariable.changeForbidden', { name: stored.name }));
      const row = await rowOf(body, call, stored);
      await assertIdentityFree(row, id);
      return toVariable(await writeUnique(row, () => flowVariables.update(id, row)));
    },

    async remove(id: number, call: FlowCall): Promise<Variable> {
      const stored = await mustFindVisible(id, call);
      assertMayWrite(stored.category, call);
      if (!call.caller.isAdmin && stored.createdBy !== call.caller.userId)
        throw new ApiError(403, '403', localized('flowVariable.changeForbidden', { name: stored.name }));
      await flowVariables.delete(id);
      return toVariable(stored);
    },
  };
}
export type VariableService = ReturnType<typeof createVariableService>;
