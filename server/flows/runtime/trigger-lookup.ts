import { flowDataSchema } from '@/contract/flow';
import type { StoredFlow } from '../../repositories/flows';
import type { RouteContext } from '../../context';
import { dbgptTriggerMethod, dbgptTriggerPath, isDbgptHttpTrigger } from '../dbgpt/dbgpt-trigger-endpoint';
import { asFlowState, isLive } from '../flow-states';
import { findNodeDefinition } from '../node-catalogue';
import { parameterValues } from '../node-parameter-check';

const PAGE_SIZE = 200;

export interface TriggeredFlow {
  flow: StoredFlow;
  /** The methods the trigger node accepts (`POST` or `GET`). */
  method: string;
}

function triggerOf(flow: StoredFlow): { path: string; method: string } | undefined {
  let raw: unknown = null;
  try {
    raw = flow.flowData ? JSON.parse(flow.flowData) : null;
  } catch {
    return undefined;
  }
  const data = flowDataSchema.safeParse(raw);
  if (!data.success) return undefined;
  for (const node of data.data.nodes) {
    const definition = findNodeDefinition({ id: node.data.id, type_cls: node.data.type_cls });
    if (isDbgptHttpTrigger(definition?.name))
      return { path: dbgptTriggerPath(node, flow.dagId), method: dbgptTriggerMethod(node) };
    if (definition?.name !== 'http_trigger') continue;
    const values = parameterValues(definition, node.data.parameters);
    return { path: String(values.path ?? ''), method: String(values.methods ?? 'POST').toUpperCase() };
  }
  return undefined;
}

/**
 * The deployed flow whose trigger node listens at `path` (DB-GPT: `/api/v1/awel/trigger<path>`), among
 * the flows `viewer` may run (their own and public ones; every one for an administrator), so that another
 * user's private flow neither answers nor hides a flow at the same path.
 */
export async function findTriggeredFlow(
  context: RouteContext,
  path: string,
  viewer: { userId: string; isAdmin: boolean },
): Promise<TriggeredFlow | undefined> {
  const wanted = path.replace(/\/+$/, '') || '/';
  for (let page = 1; ; page++) {
    const result = await context.repositories.flows.page({ viewer }, page, PAGE_SIZE);
    for (const flow of result.items) {
      if (!isLive(asFlowState(flow.state))) continue;
      const trigger = triggerOf(flow);
      if (trigger && (trigger.path.replace(/\/+$/, '') || '/') === wanted)
        return { flow, method: trigger.method };
    }
    if (page >= result.total_pages) return undefined;
  }
}
