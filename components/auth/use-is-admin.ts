import { useSignedIn } from '@/components/auth/signed-in-context';
import { useChatContext } from '@/contexts/chat-context';
import { readUserProfile } from '@/utils/user-profile';

/** Whether the current user is an administrator, decided as the app shell decides it. */
export function useIsAdmin(): boolean {
  const { adminList } = useChatContext();
  const signedIn = useSignedIn();
  const user = signedIn?.me.user;
  if (user) return user.role === 'admin';
  const profile = readUserProfile();
  return adminList.some((admin) => admin.user_id === profile.user_id);
}
