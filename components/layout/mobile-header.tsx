import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/common/shell-icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { usePageMenuActions } from './page-menu-actions';
import { SidebarToolbar } from './sidebar-toolbar';
import { ApiKeysLink } from './api-keys-link';
import { UsersLink } from './users-link';
import { SignOutButton } from './sign-out-button';
import { UserBadge } from './user-badge';
import { useShellState } from './use-shell-state';

/** Below the md breakpoint the sidebar is hidden; a top bar with a slide-over menu replaces it. */
export function MobileHeader() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { items, activeKey, nickname, avatarUrl } = useShellState();
  const pageActions = usePageMenuActions();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="flex h-12 shrink-0 items-center justify-between border-b border-black/5 px-3 md:hidden dark:border-white/10">
      <Logo collapsed={false} />
      <IconButton label={t('open_menu')} aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      {open && (
        <div className="fixed inset-0 z-50 flex" data-testid="mobile-menu">
          <div
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-label={t('navigation')}
            tabIndex={-1}
            className="flex h-full w-60 flex-col justify-between bg-[#f0f2f5] p-3 shadow-xl outline-none dark:bg-[#1b1e28]"
          >
            <div className="flex flex-col gap-4">
              <div className="flex items-center justify-between">
                <Logo collapsed={false} />
                <IconButton label={t('close_menu')} onClick={() => setOpen(false)}>
                  <CloseIcon />
                </IconButton>
              </div>
              <nav aria-label={t('navigation')}>
                <NavLinks
                  items={items}
                  activeKey={activeKey}
                  collapsed={false}
                  onNavigate={() => setOpen(false)}
                />
              </nav>
              {pageActions.length > 0 && (
                <ul
                  aria-label={t('page_actions')}
                  className="m-0 flex list-none flex-col gap-1 border-t border-black/10 p-0 pt-3 dark:border-white/10"
                >
                  {pageActions.map((action) => (
                    <li key={action.key}>
                      <button
                        type="button"
                        data-page-action={action.key}
                        onClick={() => {
                          setOpen(false);
                          action.onSelect();
                        }}
                        className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-md border-0 bg-transparent px-3 text-left text-sm text-gray-700 transition-colors hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:text-gray-300 dark:hover:bg-white/10"
                      >
                        <span className="inline-flex text-lg" aria-hidden>
                          {action.icon}
                        </span>
                        {action.label}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-1">
                <UserBadge nickname={nickname} avatarUrl={avatarUrl} collapsed={false} />
                <div className="flex items-center">
                  <ApiKeysLink />
                  <UsersLink />
                  <SignOutButton />
                </div>
              </div>
              <SidebarToolbar collapsed={false} />
            </div>
          </div>
          <button
            type="button"
            aria-label={t('close_menu')}
            className="flex-1 cursor-default border-0 bg-black/40"
            onClick={() => setOpen(false)}
          />
        </div>
      )}
    </header>
  );
}
