import type { AppChatPlan } from '../apps/app-chat';
import { canUseSpace } from '../knowledge/space-access';
import type { PromptCaller } from '../access/prompt-access';
import type { KnowledgeSpaceRepository } from '../repositories/knowledge-spaces';

/**
 * The resource a native app binds itself (its space, datasource or flow), or null when the caller picks.
 * What an app binds is used as its owner chose, for everyone who may use the app; what the caller picks
 * must be theirs to use.
 */
export function appBoundResource(plan: AppChatPlan): string | null {
  if (plan.kind !== 'native') return null;
  const value = plan.app.paramNeed.find((need) => need.type === 'resource')?.bind_value;
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** Whether the caller picked this resource themselves (not the app they chat through). */
export function chosenByCaller(plan: AppChatPlan, resource: string | undefined): boolean {
  return resource !== undefined && resource !== appBoundResource(plan);
}

/** A space the caller may not use is answered as missing; one that does not exist is left to the turn. */
export async function mayUseSpaceNamed(
  spaces: KnowledgeSpaceRepository,
  caller: PromptCaller,
  name: string,
): Promise<boolean> {
  const space = await spaces.findByName(name);
  return space === null || canUseSpace(space, caller);
}
