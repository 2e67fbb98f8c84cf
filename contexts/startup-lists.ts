import { getUsableModels } from '@/client/api/chat';
import { queryAdminList } from '@/client/api/user';
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

/** Users of role admin; a server without the endpoint, or any failure, yields an empty list. */
export async function loadAdminList(): Promise<Pick<User, 'user_id'>[]> {
  try {
    const { data } = await queryAdminList({ role: 'admin' });
    return data?.success && Array.isArray(data.data) ? data.data : [];
  } catch {
    return [];
  }
}
