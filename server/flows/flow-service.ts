import { randomUUID } from 'node:crypto';
import type { PaginationResult } from '@/contract/common';
import type {
  FlowCopyRequest,
  FlowCreateRequest,
  FlowData,
  FlowListQuery,
  FlowPanel,
  FlowState,
  FlowUpdateRequest,
  FlowVersion,
} from '@/contract/flow';
import type { PromptCaller } from '../access/prompt-access';
import { ApiError } from '../http/api-error';
import type { ServerLanguage } from '../i18n/language';
import { localized, sentences } from '../i18n/localized-text';
import type { ModelRegistry } from '../models/model-registry';
import { accountNames } from '../auth/owner-names';
import type { Repositories } from '../repositories';
import type { FlowChanges, StoredFlow } from '../repositories/flows';
import { assertCanChange, assertCanUse, assertEditable, flowNotFound } from '../access/flow-access';
import { assertDatasourcesUsable } from './flow-datasource-references';
import { assertSpacesUsable } from './flow-references';
import { checkFlowGraph, type GraphCheck } from './flow-graph-check';
import { asFlowState, canChangeState, isLive } from './flow-states';
import { toFlowPanel, toFlowVersion } from './flow-view';
import { createOptionLoader } from './node-options';

const NAME_RULE = /^[a-zA-Z0-9_-]+$/;
const DEFAULT_PAGE_SIZE = 20;

export interface FlowServiceDeps {
  repositories: Repositories;
  modelRegistry: ModelRegistry;
}

/** Who asks and in which language the answer (and its problems) is written. */
export interface FlowCall {
  caller: PromptCaller;
  language: ServerLanguage;
}

/** DB-GPT's rule: without a label the name is the label, and spaces in the name become `_`. */
function namesOf(body: { name: string; label?: string; flow_category?: string | null }) {
  if (body.label !== undefined) return { name: body.name, label: body.label };
  const name = body.name.trim().replace(/ /g, '_');
  return { name: body.flow_category ? `${body.flow_category}_${name}` : name, label: body.name };
}

function assertNameRule(name: string): void {
  if (!NAME_RULE.test(name)) throw new ApiError(400, 'E0001', localized('flow.nameInvalid', { name }));
}

/** Flows: saved with their graph checked (refused when deployed and not runnable), and versions kept. */
export function createFlowService(deps: FlowServiceDeps) {
  const { flows, flowVersions } = deps.repositories;

  async function check(data: FlowData | null | undefined, call: FlowCall): Promise<GraphCheck> {
    if (!data) return { problems: [], category: 'common', metadata: null };
    const { userId, isAdmin } = call.caller;
    const loader = createOptionLoader({ ...deps, userId, isAdmin, language: call.language });
    return checkFlowGraph(data, loader);
  }

  /** Unknown nodes are always refused; other problems only when the flow is to answer callers. */
  async function checkForState(data: FlowData | null | undefined, state: FlowState, call: FlowCall) {
    await assertSpacesUsable(data, call.caller, deps.repositories);
    await assertDatasourcesUsable(data, call.caller, deps.repositories);
    const result = await check(data, call);
    const unknown = result.problems.filter((problem) => problem.unknownNode);
    if (unknown.length)
      throw new ApiError(
        400,
        'E0003',
        localized('flow.unknownNodes', { problems: sentences(unknown.map((p) => p.text)) }),
      );
    const miswired = result.problems.filter((problem) => problem.wrongWiring);
    if (miswired.length)
      throw new ApiError(
        400,
        'E0003',
        localized('dbgptNode.wrongWiring', { problems: sentences(miswired.map((p) => p.text)) }),
      );
    if (isLive(state) && result.problems.length)
      throw new ApiError(
        400,
        'E0003',
        localized('flow.notRunnable', { problems: sentences(result.problems.map((p) => p.text)) }),
      );
    return result;
  }

  async function assertNameFree(name: string, exceptUid?: string) {
    const other = await flows.findByName(name);
    if (other && other.uid !== exceptUid)
      throw new ApiError(409, '409', localized('flow.nameTaken', { name }));
  }

  async function mustFind(uid: string): Promise<StoredFlow> {
    const flow = await flows.find(uid);
    if (!flow) throw flowNotFound(uid);
    return flow;
  }

  /** A flow the caller may see (and so use); others' private flows are answered as missing. */
  async function visible(uid: string, call: FlowCall): Promise<StoredFlow> {
    const flow = await mustFind(uid);
    assertCanUse(flow, call.caller);
    return flow;
  }

  async function changeable(uid: string, call: FlowCall): Promise<StoredFlow> {
    const flow = await mustFind(uid);
    assertCanChange(flow, call.caller);
    assertEditable(flow);
    return flow;
  }

  /** Keeps the definition a save replaces, then saves the new one. */
  async function save(stored: StoredFlow, changes: FlowChanges, call: FlowCall, check: GraphCheck) {
    await flowVersions.add({
      flowUid: stored.uid,
      label: stored.label,
      description: stored.description,
      flowData: stored.flowData,
      flowCategory: stored.flowCategory,
      variables: stored.variables,
      savedBy: call.caller.userId,
    });
    return toFlowPanel(await flows.update(stored.uid, changes), check, call.language);
  }

  async function create(body: FlowCreateRequest, call: FlowCall): Promise<FlowPanel> {
    const { name, label } = namesOf(body);
    assertNameRule(name);
    const state = body.state ?? 'initializing';
    const result = await checkForState(body.flow_data, state, call);
    await assertNameFree(name);
    const uid = body.uid ?? randomUUID();
    if (await flows.find(uid)) throw new ApiError(409, '409', localized('flow.uidTaken', { uid }));
    const stored = await flows.create({
      uid,
      dagId: `flow_dag_${name}_${uid}`,
      name,
      label,
      description: body.description ?? null,
      flowData: body.flow_data ? JSON.stringify(body.flow_data) : null,
      // A flow of DB-GPT's own nodes keeps the category it was made with until they run here.
      flowCategory: (result.dbgptNodes?.length ? body.flow_category : null) ?? result.category,
      state,
      editable: body.editable ?? true,
      source: body.source ?? 'DBGPT-WEB',
      sourceUrl: body.source_url ?? null,
      version: body.version ?? '0.1.1',
      defineType: body.define_type ?? 'json',
      variables: body.variables ? JSON.stringify(body.variables) : null,
      userCode: call.caller.userId,
      sysCode: body.sys_code ?? null,
      errorMessage: null,
      visibility: body.visibility ?? 'private',
    });
    return toFlowPanel(stored, result, call.language);
  }

  return {
    create,

    async update(body: FlowUpdateRequest, call: FlowCall): Promise<FlowPanel> {
      const stored = await changeable(body.uid, call);
      const from = asFlowState(stored.state);
      const to = body.state ?? from;
      if (!canChangeState(from, to))
        throw new ApiError(400, 'E0001', localized('flow.stateForbidden', { from, to }));
      const { name, label } = namesOf(body);
      assertNameRule(name);
      await assertNameFree(name, stored.uid);
      const result = await checkForState(body.flow_data, to, call);
      return save(
        stored,
        {
          ...stored,
          dagId: `flow_dag_${name}_${stored.uid}`,
          name,
          label,
          description: body.description ?? null,
          flowData: body.flow_data ? JSON.stringify(body.flow_data) : null,
          flowCategory: result.category,
          state: to,
          editable: body.editable ?? stored.editable,
          source: body.source ?? stored.source,
          sourceUrl: body.source_url ?? stored.sourceUrl,
          version: body.version ?? stored.version,
          defineType: body.define_type ?? stored.defineType,
          variables: body.variables ? JSON.stringify(body.variables) : null,
          sysCode: body.sys_code ?? stored.sysCode,
          errorMessage: null,
          visibility: body.visibility ?? stored.visibility,
        },
        call,
        result,
      );
    },

    async get(uid: string, call: FlowCall): Promise<FlowPanel> {
      const flow = await visible(uid, call);
      const data = flow.flowData ? (JSON.parse(flow.flowData) as FlowData) : null;
      return toFlowPanel(flow, await check(data, call), call.language);
    },

    async page(query: FlowListQuery, call: FlowCall): Promise<PaginationResult<FlowPanel>> {
      const page = await flows.page(
        {
          userCode: query.user_name,
          sysCode: query.sys_code,
          name: query.name,
          uid: query.uid,
          search: query.search,
          viewer: call.caller,
        },
        query.page ?? 1,
        query.page_size ?? DEFAULT_PAGE_SIZE,
      );
      const names = await accountNames(
        deps.repositories.accounts,
        page.items.map((flow) => flow.userCode),
      );
      const items = page.items.map((flow) => {
        const panel = toFlowPanel(flow, null, call.language);
        const ownerName = names.get(flow.userCode ?? '');
        return ownerName ? { ...panel, owner_name: ownerName } : panel;
      });
      return { ...page, items };
    },

    async remove(uid: string, call: FlowCall): Promise<FlowPanel> {
      const flow = await mustFind(uid);
      assertCanChange(flow, call.caller);
      await flows.delete(uid);
      await flowVersions.deleteAll(uid);
      return toFlowPanel(flow, null, call.language);
    },

    /** Anyone may copy a flow they can see; the copy is theirs, private unless the body shares it. */
    async copy(uid: string, body: FlowCopyRequest, call: FlowCall): Promise<FlowPanel> {
      const source = await visible(uid, call);
      return create(
        {
          name: body.name,
          label: body.label ?? body.name,
          description: body.description ?? source.description,
          flow_data: source.flowData ? (JSON.parse(source.flowData) as FlowData) : null,
          define_type: source.defineType,
          editable: body.editable ?? true,
          state: body.deploy ? 'deployed' : 'initializing',
          variables: source.variables ? JSON.parse(source.variables) : null,
          source: source.source,
          visibility: body.visibility,
        },
        call,
      );
    },

    async versions(uid: string, call: FlowCall): Promise<FlowVersion[]> {
      await visible(uid, call);
      return (await flowVersions.list(uid)).map(toFlowVersion);
    },

    /** The version's definition becomes the flow's (the current one is kept as a version first). */
    async restore(uid: string, versionNo: number, call: FlowCall): Promise<FlowPanel> {
      const stored = await changeable(uid, call);
      const version = await flowVersions.find(uid, versionNo);
      if (!version)
        throw ApiError.notFound(localized('flow.versionNotFound', { name: stored.name, version: versionNo }));
      const data = version.flowData ? (JSON.parse(version.flowData) as FlowData) : null;
      const result = await checkForState(data, asFlowState(stored.state), call);
      return save(
        stored,
        {
          ...stored,
          label: version.label,
          description: version.description,
          flowData: version.flowData,
          flowCategory: result.category,
          variables: version.variables,
          errorMessage: null,
        },
        call,
        result,
      );
    },
  };
}
export type FlowService = ReturnType<typeof createFlowService>;
