import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { resolvePromptCaller } from '../access/prompt-access';
import type { AppViewer, StoredApp } from '../repositories/apps';
import type { UserRepository } from '../repositories/users';

/** The caller as the app rules need it: with sign-in the account's role, without it DB-GPT's admin list. */
export async function resolveAppCaller(request: FastifyRequest, users: UserRepository): Promise<AppViewer> {
  if (request.embed !== null)
    return { userId: request.userId, isAdmin: false, embeddedApp: request.embed.appCode };
  if (request.account === null) return resolvePromptCaller(users, request.userId);
  return { userId: request.userId, isAdmin: request.account.role === 'admin' };
}

/** The owner, the app's admins and global admins manage an app (edit, publish, remove, admins). */
export function canManageApp(app: StoredApp, appAdmins: readonly string[], caller: AppViewer): boolean {
  return caller.isAdmin || app.userCode === caller.userId || appAdmins.includes(caller.userId);
}

/** An unpublished app is seen by those who manage it, and through its embed links. */
export function canViewApp(app: StoredApp, appAdmins: readonly string[], caller: AppViewer): boolean {
  return app.published || caller.embeddedApp === app.appCode || canManageApp(app, appAdmins, caller);
}

/** A hidden app is answered as missing, so its existence does not leak. */
export function appNotFound(code: string): ApiError {
  return ApiError.notFound(localized('app.notFound', { code }));
}

export function appChangeForbidden(name: string): ApiError {
  return new ApiError(403, '403', localized('app.changeForbidden', { name }));
}
