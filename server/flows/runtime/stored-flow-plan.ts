import { flowDataSchema } from '@/contract/flow';
import type { ServerLanguage } from '../../i18n/language';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import type { StoredFlow } from '../../repositories/flows';
import type { RouteContext } from '../../context';
import { asFlowState, isLive } from '../flow-states';
import { resolvePromptCaller } from '../../access/prompt-access';
import { createOptionLoader } from '../node-options';
import { planFlow, type FlowPlan } from './flow-plan';

export type StoredPlanResult =
  { ok: true; plan: FlowPlan; flow: StoredFlow } | { ok: false; problem: LocalizedText };

/**
 * A stored flow's plan, when the flow is deployed and its graph runnable; else why not, naming it. Its
 * spaces and prompts are read as its owner chose them (as an app's), whoever runs it.
 */
export async function planStoredFlow(
  context: RouteContext,
  flow: StoredFlow,
  language: ServerLanguage,
): Promise<StoredPlanResult> {
  const name = flow.label || flow.name;
  const state = asFlowState(flow.state);
  if (!isLive(state)) return { ok: false, problem: localized('flowRun.notDeployed', { name, state }) };
  let raw: unknown = null;
  try {
    raw = flow.flowData ? JSON.parse(flow.flowData) : null;
  } catch {
    raw = null;
  }
  const data = flowDataSchema.safeParse(raw);
  if (!data.success)
    return {
      ok: false,
      problem: localized('flowRun.cannotRun', { name, problem: localized('flow.problem.noNodes') }),
    };
  const loader = createOptionLoader({
    repositories: context.repositories,
    modelRegistry: context.modelRegistry,
    userId: flow.userCode,
    isAdmin: await ownerIsAdmin(context, flow.userCode),
    language,
  });
  const planned = await planFlow(data.data, loader);
  if (!planned.ok)
    return { ok: false, problem: localized('flowRun.cannotRun', { name, problem: planned.problem }) };
  return { ok: true, plan: planned.plan, flow };
}

/** The flow's owner as the rules see them: an account's role with sign-in, DB-GPT's admin list without. */
async function ownerIsAdmin(context: RouteContext, userId: string): Promise<boolean> {
  const account = await context.repositories.accounts.findById(userId);
  if (account) return account.role === 'admin';
  return (await resolvePromptCaller(context.repositories.users, userId)).isAdmin;
}

/** The flow an app or a chat names: by uid, else by DB-GPT's dag id or name. */
export async function findStoredFlow(context: RouteContext, key: string): Promise<StoredFlow | null> {
  const { flows } = context.repositories;
  return (await flows.find(key)) ?? (await flows.findByName(key));
}
