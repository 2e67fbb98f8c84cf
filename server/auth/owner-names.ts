import type { AccountRepository } from '../repositories/accounts';

/**
 * Owners that are sign-in accounts, by their names: an account's id is an opaque UUID nobody recognises.
 * Owners that are no account (a DB-GPT `user-id`, a deleted account) are absent: the id is all there is.
 */
export async function accountNames(
  accounts: Pick<AccountRepository, 'findById'> | undefined,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (!accounts) return names;
  for (const id of new Set(ids)) {
    if (!id) continue;
    const account = await accounts.findById(id);
    if (account?.name) names.set(id, account.name);
  }
  return names;
}
