import { useRouter } from 'next/router';
import { useChatContext } from '@/contexts/chat-context';
import { readUserProfile } from '@/utils/user-profile';
import { activeNavKey, visibleNavItems } from '@/utils/navigation';

/** What the sidebar and the mobile menu show: the items this user may see and which one is active. */
export function useShellState() {
  const router = useRouter();
  const { adminList } = useChatContext();
  const profile = readUserProfile();
  const isAdmin = adminList.some((admin) => admin.user_id === profile.user_id);
  return {
    items: visibleNavItems(isAdmin),
    activeKey: activeNavKey(router.pathname),
    nickname: profile.nick_name,
    avatarUrl: profile.avatar_url,
  };
}
