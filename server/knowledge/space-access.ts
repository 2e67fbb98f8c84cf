import type { FastifyRequest } from 'fastify';
import type { ResourceVisibility } from '@/contract/visibility';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { resolvePromptCaller, type PromptCaller } from '../access/prompt-access';
import type { UserRepository } from '../repositories/users';

/** What the rules read of a space: its owner (none for spaces from before owners) and visibility. */
export interface GuardedSpace {
  name: string;
  owner?: string | null;
  visibility: ResourceVisibility;
}

/** What a route needs of a space: to read or use it (chat, recall), or to change it. */
export type SpaceNeed = 'use' | 'change';

/** Who is asking: with sign-in the account's role decides, without it DB-GPT's admin list. */
export function resolveSpaceCaller(request: FastifyRequest, users: UserRepository): Promise<PromptCaller> {
  if (request.account === null) return resolvePromptCaller(users, request.userId);
  return Promise.resolve({ userId: request.userId, isAdmin: request.account.role === 'admin' });
}

const isOwner = (space: GuardedSpace, caller: PromptCaller) =>
  Boolean(space.owner) && space.owner === caller.userId;

/** Its owner, administrators, and everyone when it is public, may see and use a space. */
export function canUseSpace(space: GuardedSpace, caller: PromptCaller): boolean {
  return caller.isAdmin || isOwner(space, caller) || space.visibility === 'public';
}

/** Only its owner and administrators change a space (a space without owner: administrators only). */
export function canChangeSpace(space: GuardedSpace, caller: PromptCaller): boolean {
  return caller.isAdmin || isOwner(space, caller);
}

export const spaceNotFound = (name: string) =>
  ApiError.notFound(localized('knowledge.spaceNotFound', { name }));

/**
 * Refuses a caller the space's rules do not let do `need`: a space they may not see is answered as
 * missing (`notFound`, so its existence does not leak), one they may only use is a 403 for a change.
 */
export function assertSpaceAccess(
  space: GuardedSpace,
  caller: PromptCaller,
  need: SpaceNeed,
  notFound: () => ApiError = () => spaceNotFound(space.name),
): void {
  if (!canUseSpace(space, caller)) throw notFound();
  if (need === 'change' && !canChangeSpace(space, caller))
    throw new ApiError(403, '403', localized('knowledge.changeForbidden', { name: space.name }));
}
