import { useState } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { SidebarToolbar } from './sidebar-toolbar';
import { UserBadge } from './user-badge';
import { useShellState } from './use-shell-state';

/** Below the md breakpoint the sidebar is hidden; a top bar with a menu drawer replaces it. */
export function MobileHeader() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const { items, activeKey, nickname, avatarUrl } = useShellState();
  return (
    <header className="flex h-12 shrink-0 items-center justify-between border-b border-black/5 px-3 md:hidden dark:border-white/10">
      <Logo collapsed={false} />
      <Button type="text" aria-label={t('open_menu')} icon={<MenuOutlined aria-hidden />} onClick={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={240}
        closable={{ 'aria-label': t('close_menu') }}
        title={<Logo collapsed={false} />}
      >
        <div className="flex h-full flex-col justify-between">
          <nav aria-label={t('navigation')}>
            <NavLinks items={items} activeKey={activeKey} collapsed={false} onNavigate={() => setOpen(false)} />
          </nav>
          <div className="flex flex-col gap-4">
            <UserBadge nickname={nickname} avatarUrl={avatarUrl} collapsed={false} />
            <SidebarToolbar collapsed={false} />
          </div>
        </div>
      </Drawer>
    </header>
  );
}
