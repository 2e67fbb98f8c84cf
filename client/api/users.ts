import { GET, POST, http } from '@/client/http';
import type { Account, AccountCreateRequest, AccountUpdateRequest } from '@/contract/auth';
import type { Envelope, PaginationResult } from '@/contract/common';
import type { AccountListQuery, CreatedAccount, PasswordReset } from '@/contract/users';

const USERS = '/api/v1/admin/users';
const one = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

/** A page of accounts (administrators only), optionally matching part of a name or an email. */
export const listAccounts = (query: AccountListQuery) =>
  GET<AccountListQuery, PaginationResult<Account>>(USERS, query);

/** Without a password the answer holds a temporary one: the only time it is shown. */
export const createAccount = (body: AccountCreateRequest) =>
  POST<AccountCreateRequest, CreatedAccount>(USERS, body);

/** Role, name, or disabled (disabling ends the user's sessions at once). */
export const updateAccount = (id: string, body: AccountUpdateRequest) =>
  http.patch<Envelope<Account>>(one(id), body);

/** A new temporary password, shown once; the user's sessions end. */
export const resetAccountPassword = (id: string) =>
  POST<Record<string, never>, PasswordReset>(`${one(id)}/password`, {});
