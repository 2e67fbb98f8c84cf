import { useSignedIn } from '@/components/auth/signed-in-context';
import { useChatContext } from '@/contexts/chat-context';
import { readUserProfile } from '@/utils/user-profile';

/** The current user's role as the app shell decides it; `unknown` until the admin list has answered. */
export type AdminRole = 'admin' | 'user' | 'unknown';

export function useAdminRole(): AdminRole {
  const { adminList, adminListLoaded } = useChatContext();
  const signedIn = useSignedIn();
  const user = signedIn?.me.user;
  if (user) return user.role === 'admin' ? 'admin' : 'user';
  if (!adminListLoaded) return 'unknown';
  const profile = readUserProfile();
  return adminList.some((admin) => admin.user_id === profile.user_id) ? 'admin' : 'user';
}

/** Whether the current user is an administrator (not while the role is still unknown). */
export function useIsAdmin(): boolean {
  return useAdminRole() === 'admin';
}
