import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { resolvePromptCaller, type PromptCaller } from './prompt-access';
import type { StoredFlow } from '../repositories/flows';
import type { UserRepository } from '../repositories/users';

/** Who is asking: with sign-in the account's role decides, without it DB-GPT's admin list (as for apps). */
export function resolveFlowCaller(request: FastifyRequest, users: UserRepository): Promise<PromptCaller> {
  if (request.account === null) return resolvePromptCaller(users, request.userId);
  return Promise.resolve({ userId: request.userId, isAdmin: request.account.role === 'admin' });
}

export const flowNotFound = (uid: string) => ApiError.notFound(localized('flow.notFound', { uid }));

/** Its owner, administrators, and everyone when it is public, may see, copy, export and run a flow. */
export function canUseFlow(flow: Pick<StoredFlow, 'userCode' | 'visibility'>, caller: PromptCaller): boolean {
  return caller.isAdmin || flow.userCode === caller.userId || flow.visibility === 'public';
}

/** A flow the caller may not see is answered as missing, so its existence does not leak. */
export function assertCanUse(flow: StoredFlow, caller: PromptCaller): void {
  if (!canUseFlow(flow, caller)) throw flowNotFound(flow.uid);
}

/** Only the owner changes a flow; admins may change any. */
export function canChangeFlow(flow: Pick<StoredFlow, 'userCode'>, caller: PromptCaller): boolean {
  return caller.isAdmin || flow.userCode === caller.userId;
}

/** Others than the owner and admins: 403 when they may see the flow, 404 otherwise. */
export function assertCanChange(flow: StoredFlow, caller: PromptCaller): void {
  assertCanUse(flow, caller);
  if (!canChangeFlow(flow, caller))
    throw new ApiError(403, '403', localized('flow.changeForbidden', { name: flow.name }));
}

/** A non-editable flow keeps its definition; it can still be copied or deleted. */
export function assertEditable(flow: StoredFlow): void {
  if (!flow.editable) throw new ApiError(403, '403', localized('flow.notEditable', { name: flow.name }));
}
