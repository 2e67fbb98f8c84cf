import type { StoredUserInfo } from '@/contract/user';
import { STORAGE_KEYS } from './storage-keys';

export const DEFAULT_USER_PROFILE: StoredUserInfo = {
  user_channel: 'dbgpt',
  user_no: '001',
  nick_name: 'dbgpt',
  user_id: '001',
};

function readStoredProfile(): Partial<StoredUserInfo> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<StoredUserInfo>) : {};
  } catch {
    return {};
  }
}

/**
 * Writes the startup profile and its timestamp. A user id that an embedding page stored
 * beforehand is kept, so the same browser can act as another user; everything else is the default.
 */
export function writeStartupProfile(now: number = Date.now()): StoredUserInfo {
  const stored = readStoredProfile();
  const userId =
    typeof stored.user_id === 'string' && stored.user_id ? stored.user_id : DEFAULT_USER_PROFILE.user_id;
  const profile: StoredUserInfo = { ...DEFAULT_USER_PROFILE, user_id: userId };
  window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(profile));
  window.localStorage.setItem(STORAGE_KEYS.userId, userId);
  window.localStorage.setItem(STORAGE_KEYS.userInfoTimestamp, String(now));
  return profile;
}

export function readUserProfile(): StoredUserInfo {
  return { ...DEFAULT_USER_PROFILE, ...readStoredProfile() };
}
