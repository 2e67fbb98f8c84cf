import { useTranslation } from 'react-i18next';

interface UserBadgeProps {
  nickname: string;
  avatarUrl?: string;
  collapsed: boolean;
}

export function UserBadge({ nickname, avatarUrl, collapsed }: UserBadgeProps) {
  const { t } = useTranslation('layout');
  const label = t('user', { name: nickname });
  return (
    <div
      className={`flex items-center gap-2 ${collapsed ? 'justify-center' : 'px-1'}`}
      title={label}
      data-testid="user-badge"
    >
      {avatarUrl ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={avatarUrl} alt={label} className="h-8 w-8 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          role="img"
          aria-label={label}
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-solid text-sm font-semibold text-white"
        >
          {nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      {!collapsed && <span className="truncate text-sm">{nickname}</span>}
    </div>
  );
}
