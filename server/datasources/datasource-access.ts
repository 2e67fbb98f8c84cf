import type { FastifyRequest } from 'fastify';
import { resolveFlowCaller } from '../access/flow-access';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import { resolvePromptCaller } from '../access/prompt-access';
import type { DatasourceRecord } from '../repositories/datasources';
import type { Repositories } from '../repositories';

/** Whose rights a datasource is read, used or changed with. */
export interface DatasourceCaller {
  userId: string;
  isAdmin: boolean;
}

/** The request's caller: with sign-in the account's role decides, without it DB-GPT's admin list. */
export const resolveDatasourceCaller = (request: FastifyRequest, repositories: Repositories) =>
  resolveFlowCaller(request, repositories.users);

/**
 * Someone who is not the request's caller (an app's owner, whose choice of datasource the app runs with):
 * an administrator when their account says so, else when DB-GPT's admin list names them.
 */
export async function callerForUser(repositories: Repositories, userId: string): Promise<DatasourceCaller> {
  const account = await repositories.accounts.findById(userId);
  if (account) return { userId, isAdmin: account.role === 'admin' && !account.disabled };
  return resolvePromptCaller(repositories.users, userId);
}

/** The owner, administrators, and everyone for a public one may see it and chat with it. */
export function canUseDatasource(record: DatasourceRecord, caller: DatasourceCaller): boolean {
  return caller.isAdmin || record.visibility === 'public' || isOwner(record, caller);
}

/** Only the owner and administrators change, delete, refresh or test it, and see its connection. */
export function canChangeDatasource(record: DatasourceRecord, caller: DatasourceCaller): boolean {
  return caller.isAdmin || isOwner(record, caller);
}

const isOwner = (record: DatasourceRecord, caller: DatasourceCaller) =>
  record.owner !== null && record.owner === caller.userId;

/** Another's private datasource is answered as missing, so its existence does not leak. */
export const datasourceNotFound = (id: number | string) =>
  ApiError.notFound(localized('datasource.notFound', { id }));

export const datasourceChangeForbidden = (name: string) =>
  new ApiError(403, '403', localized('datasource.changeForbidden', { name }));

/** The record if the caller may change it: 404 when they may not see it, 403 when they only may use it. */
export function requireChangeable(
  record: DatasourceRecord | null,
  id: number | string,
  caller: DatasourceCaller,
) {
  if (!record || !canUseDatasource(record, caller)) throw datasourceNotFound(id);
  if (!canChangeDatasource(record, caller)) throw datasourceChangeForbidden(record.displayName);
  return record;
}
