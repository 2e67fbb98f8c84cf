import { useState } from 'react';
import { useRequest } from 'ahooks';
import { createAccount, listAccounts, resetAccountPassword, updateAccount } from '@/client/api/users';
import { apiInterceptors } from '@/client/envelope';
import {
  isSignInOff,
  settingsListState,
  SIGN_IN_OFF_CODES,
  SignInOffError,
  type SettingsListState,
} from '@/components/auth/sign-in-off';
import type { Account, AccountRole, AccountUpdateRequest } from '@/contract/auth';
import type { PaginationResult } from '@/contract/common';
import type { CreatedAccount } from '@/contract/users';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';

/** `off`: the server has no sign-in, so no accounts. */
export type UserList = SettingsListState<{ page: PaginationResult<Account>; search: string }>;

/** What creating answered: the account (with its temporary password), or the server's reason to show in the form. */
export type CreateOutcome = { ok: true; account: CreatedAccount } | { ok: false; message: string | null };

async function loadPage(page: number, pageSize: number, search: string) {
  const [error, data, envelope] = await apiInterceptors(
    listAccounts({ page, page_size: pageSize, ...(search ? { search } : {}) }),
    SIGN_IN_OFF_CODES,
  );
  if (isSignInOff(envelope)) throw new SignInOffError();
  // The interceptor has told the user what went wrong; the screen offers a retry.
  if (error || !envelope?.success || !data) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return { page: data, search };
}

/**
 * One page of the users (searched on the server once typing pauses) and what changes them. Refusals of
 * changes (the last administrator, …) are shown by the request layer's notification, in the user's language.
 */
export function useUsers() {
  const [search, setSearchText] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const settled = useDebouncedValue(search.trim());
  const { data, error, loading, refreshAsync } = useRequest(
    () => loadPage(paging.page, paging.pageSize, settled),
    { refreshDeps: [paging.page, paging.pageSize, settled], onError: () => undefined },
  );
  const list: UserList = settingsListState({ data, error, loading }, ({ page, search }) => ({
    page,
    search,
  }));
  const reload = () => refreshAsync().catch(() => undefined);

  const setSearch = (text: string) => {
    setSearchText(text);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const create = async (fields: {
    email: string;
    name: string;
    role: AccountRole;
  }): Promise<CreateOutcome> => {
    const [, created, envelope] = await apiInterceptors(createAccount(fields), '*');
    if (!envelope?.success || !created) return { ok: false, message: envelope?.err_msg ?? null };
    await reload();
    return { ok: true, account: created };
  };

  const update = async (account: Account, changes: AccountUpdateRequest): Promise<boolean> => {
    const [failed, , envelope] = await apiInterceptors(updateAccount(account.id, changes));
    await reload();
    return failed === null && envelope?.success === true;
  };

  /** The new temporary password, or null when the server refused. */
  const resetPassword = async (account: Account): Promise<string | null> => {
    const [failed, reset, envelope] = await apiInterceptors(resetAccountPassword(account.id));
    if (failed || !envelope?.success) return null;
    return reset?.temporary_password ?? null;
  };

  return {
    list,
    search,
    setSearch,
    paging,
    setPaging: (page: number, pageSize: number) => setPaging({ page, pageSize }),
    reload,
    create,
    update,
    resetPassword,
  };
}
