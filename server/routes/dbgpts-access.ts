import type { FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { resolveFlowCaller } from '../access/flow-access';
import { ApiError } from '../http/api-error';
import { requestLanguage } from '../i18n/request-language';
import { localized } from '../i18n/localized-text';
import type { InstallScope } from '../packages/package-installers';
import type { RouteContext } from '../context';

/** The serve module's prefix of contract 10.B. */
export const DBGPTS_PREFIX = '/api/v1/serve/dbgpts';

/** Who installs, for everyone: an administrator (the account's role, or DB-GPT's admin list), never an embed. */
export async function adminScope(request: FastifyRequest, context: RouteContext): Promise<InstallScope> {
  const caller = request.embed === null ? await resolveFlowCaller(request, context.repositories.users) : null;
  if (!caller?.isAdmin) throw new ApiError(403, AUTH_ERROR_CODES.adminOnly, localized('dbgpts.adminOnly'));
  return { context, userId: caller.userId, language: requestLanguage(request) };
}

/** Anyone may browse; the scope is only read with. */
export const readScope = (request: FastifyRequest, context: RouteContext): InstallScope => ({
  context,
  userId: request.userId,
  language: requestLanguage(request),
});
