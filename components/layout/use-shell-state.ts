import { useRouter } from 'next/router';
import { useSignedIn } from '@/components/auth/signed-in-context';
import { useIsAdmin } from '@/components/auth/use-is-admin';
import { readUserProfile } from '@/utils/user-profile';
import { activeNavKey, visibleNavItems } from '@/utils/navigation';

/**
 * What the sidebar and the mobile menu show: the items this user may see and which one is active. With
 * sign-in, the role, name and avatar are the server's answer for the session; without, the `user-id`
 * user's, from the admin list.
 */
export function useShellState() {
  const router = useRouter();
  const signedIn = useSignedIn();
  const isAdmin = useIsAdmin();
  const profile = readUserProfile();
  const user = signedIn?.me.user;
  return {
    items: visibleNavItems(isAdmin),
    activeKey: activeNavKey(router.pathname),
    nickname: user?.name ?? profile.nick_name,
    avatarUrl: user ? (user.avatar_url ?? undefined) : profile.avatar_url,
  };
}
