import { getUsableModels } from '@/client/api/chat';
import { adminsOf, loadAdminList as loadAdmins } from '@/client/admin-list';
import type { User } from '@/contract/user';

/** The chat's model names; any failure (network, envelope, shape) silently yields an empty list. */
export async function loadModelList(): Promise<string[]> {
  try {
    const { data } = await getUsableModels();
    return data?.success && Array.isArray(data.data)
      ? data.data.filter((name) => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Users of role admin (asked once per tab); a server without the endpoint, or any failure, yields none. */
export async function loadAdminList(): Promise<Pick<User, 'user_id'>[]> {
  return adminsOf(await loadAdmins());
}
