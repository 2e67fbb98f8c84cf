import Link from 'next/link';
import { AppsIcon, ChatIcon, CompassIcon, FlaskIcon } from '@/components/common/shell-icons';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavKey } from '@/utils/navigation';

const ICONS: Record<NavKey, typeof ChatIcon> = {
  chat: ChatIcon,
  explore: CompassIcon,
  construct: AppsIcon,
  evaluation: FlaskIcon,
};

interface NavLinksProps {
  items: NavItem[];
  activeKey: NavKey | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ items, activeKey, collapsed, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('layout');
  return (
    <ul className="m-0 flex list-none flex-col gap-1 p-0">
      {items.map((item) => {
        const Icon = ICONS[item.key];
        const label = t(`menu.${item.key}`);
        const active = item.key === activeKey;
        const link = (
          <Link
            href={item.href}
            // Fetched on hover, not with the screen: every screen would otherwise load its neighbours' code.
            prefetch={false}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            aria-label={collapsed ? label : undefined}
            title={collapsed ? label : undefined}
            data-nav={item.key}
            className={`flex h-10 items-center gap-3 rounded-md px-3 text-sm no-underline transition-colors ${
              collapsed ? 'justify-center' : ''
            } ${
              active
                ? 'bg-white font-medium text-primary-text shadow-sm dark:bg-[#2d3140]'
                : 'text-gray-700 hover:bg-white/70 dark:text-gray-300 dark:hover:bg-white/10'
            }`}
          >
            <Icon className="text-lg" />
            {!collapsed && <span>{label}</span>}
          </Link>
        );
        return <li key={item.key}>{link}</li>;
      })}
    </ul>
  );
}
