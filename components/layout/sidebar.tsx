import { useTranslation } from 'react-i18next';
import { useChatContext } from '@/contexts/chat-context';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { ApiKeysLink } from './api-keys-link';
import { UsersLink } from './users-link';
import { SignOutButton } from './sign-out-button';
import { SidebarToolbar } from './sidebar-toolbar';
import { UserBadge } from './user-badge';
import { useShellState } from './use-shell-state';

/** The desktop sidebar: shown from the md breakpoint, 15rem expanded and 5rem collapsed. */
export function Sidebar() {
  const { t } = useTranslation('layout');
  const { isMenuExpand, setIsMenuExpand } = useChatContext();
  const { items, activeKey, nickname, avatarUrl } = useShellState();
  const collapsed = !isMenuExpand;
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={`hidden h-full shrink-0 flex-col justify-between border-r border-black/5 bg-[#f0f2f5] px-3 py-4 transition-[width] duration-200 md:flex dark:border-white/10 dark:bg-[#1b1e28] ${
        collapsed ? 'w-20' : 'w-60'
      }`}
    >
      <div className="flex flex-col gap-6">
        <Logo collapsed={collapsed} />
        <nav aria-label={t('navigation')}>
          <NavLinks items={items} activeKey={activeKey} collapsed={collapsed} />
        </nav>
      </div>
      <div className="flex flex-col gap-4">
        <div className={`flex items-center gap-1 ${collapsed ? 'flex-col' : 'justify-between'}`}>
          <UserBadge nickname={nickname} avatarUrl={avatarUrl} collapsed={collapsed} />
          <div className={`flex items-center ${collapsed ? 'flex-col' : ''}`}>
            <ApiKeysLink />
            <UsersLink />
            <SignOutButton />
          </div>
        </div>
        <SidebarToolbar collapsed={collapsed} onToggleCollapse={() => setIsMenuExpand(collapsed)} />
      </div>
    </aside>
  );
}
