export type NavKey = 'chat' | 'explore' | 'construct' | 'evaluation';

export interface NavItem {
  key: NavKey;
  href: string;
  adminOnly: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'chat', href: '/chat', adminOnly: false },
  { key: 'explore', href: '/', adminOnly: false },
  { key: 'construct', href: '/construct/app', adminOnly: false },
  { key: 'evaluation', href: '/evaluation', adminOnly: true },
];

/** Chat is active for every path under /chat, Construct under /construct, Explore only at the root. */
export function activeNavKey(pathname: string): NavKey | undefined {
  if (pathname.startsWith('/chat')) return 'chat';
  if (pathname.startsWith('/construct')) return 'construct';
  if (pathname.startsWith('/evaluation')) return 'evaluation';
  if (pathname === '/') return 'explore';
  return undefined;
}

/** The sidebar is hidden for embedded use (role=user) and on every mobile path. */
export function isSidebarHidden(pathname: string, role: string | undefined): boolean {
  return role === 'user' || pathname.includes('mobile') || pathname === '/embed';
}

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
