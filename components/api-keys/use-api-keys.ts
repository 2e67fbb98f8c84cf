import { useRequest } from 'ahooks';
import { createApiKey, listApiKeys, revokeApiKey } from '@/client/api/api-keys';
import { apiInterceptors } from '@/client/envelope';
import {
  isSignInOff,
  settingsListState,
  SIGN_IN_OFF_CODES,
  SignInOffError,
  type SettingsListState,
} from '@/components/auth/sign-in-off';
import type { ApiKey, CreatedApiKey } from '@/contract/api-keys';

/** `off`: the server has no sign-in, so no keys of one's own. */
export type KeyList = SettingsListState<{ keys: ApiKey[] }>;

async function loadKeys(all: boolean): Promise<ApiKey[]> {
  const [error, keys, envelope] = await apiInterceptors(listApiKeys(all), SIGN_IN_OFF_CODES);
  if (isSignInOff(envelope)) throw new SignInOffError();
  // The interceptor has told the user what went wrong; the screen offers a retry.
  if (error || !envelope?.success || !keys) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return keys;
}

/**
 * The user's keys (or, `all`, every user's) and what changes them; server refusals are shown by the
 * request layer's notification.
 */
export function useApiKeys(all: boolean) {
  // Told to the user already (the interceptor's notification, then the retry panel), not to the console.
  const { data, error, loading, refreshAsync } = useRequest(() => loadKeys(all), {
    refreshDeps: [all],
    onError: () => undefined,
  });
  const list: KeyList = settingsListState({ data, error, loading }, (keys) => ({ keys }));
  const reload = () => refreshAsync().catch(() => undefined);

  /** The new key (shown once), or null when the server refused. */
  const create = async (name: string): Promise<CreatedApiKey | null> => {
    const [failed, created, envelope] = await apiInterceptors(createApiKey({ name }));
    if (failed || !envelope?.success || !created) return null;
    await reload();
    return created;
  };

  const revoke = async (key: ApiKey): Promise<boolean> => {
    const [failed, , envelope] = await apiInterceptors(revokeApiKey(key.id));
    await reload();
    return failed === null && envelope?.success === true;
  };

  return { list, reload, create, revoke };
}
