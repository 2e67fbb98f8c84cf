import type { FastifyRequest } from 'fastify';
import { resolveFlowCaller } from '../access/flow-access';
import { ApiError } from '../http/api-error';
import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';

/** Who asks, whether they are an administrator, and their language. */
export interface PluginCaller {
  userId: string;
  isAdmin: boolean;
  language: ServerLanguage;
}

/** With sign-in the account's role decides; without, DB-GPT's admin list (as for flows and prompts). */
export async function pluginCaller(request: FastifyRequest, context: RouteContext): Promise<PluginCaller> {
  const caller = await resolveFlowCaller(request, context.repositories.users);
  return { ...caller, language: requestLanguage(request) };
}

/** Whose plugins a call is about: the `user` parameter names another user for administrators only. */
export function targetUser(caller: PluginCaller, user: string | undefined): string {
  const named = user?.trim();
  if (!named || named === caller.userId) return caller.userId;
  if (!caller.isAdmin) throw new ApiError(403, '403', localized('plugin.actForOthers', { user: named }));
  return named;
}
