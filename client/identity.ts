import { STORAGE_KEYS } from '@/utils/storage-keys';

/** The id DB-GPT substitutes when a request names no user (contract 0.2). */
export const DEFAULT_USER_ID = '001';

/** The user id sent as the `user-id` header: the stored profile's, else the stored id, else the default. */
export function readUserId(): string {
  if (typeof window === 'undefined') return DEFAULT_USER_ID;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.userInfo);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      'user_id' in parsed &&
      typeof parsed.user_id === 'string' &&
      parsed.user_id
    ) {
      return parsed.user_id;
    }
  } catch {
    // A damaged profile falls through to the plain id.
  }
  return window.localStorage.getItem(STORAGE_KEYS.userId) || DEFAULT_USER_ID;
}
