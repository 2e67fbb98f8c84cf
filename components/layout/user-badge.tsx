import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';

interface UserBadgeProps {
  nickname: string;
  avatarUrl?: string;
  collapsed: boolean;
}

export function UserBadge({ nickname, avatarUrl, collapsed }: UserBadgeProps) {
  const { t } = useTranslation('layout');
  return (
    <div
      className={`flex items-center gap-2 ${collapsed ? 'justify-center' : 'px-1'}`}
      title={t('user', { name: nickname })}
      data-testid="user-badge"
    >
      <Avatar src={avatarUrl} className="shrink-0 bg-[#0C75FC]" alt={t('user', { name: nickname })}>
        {nickname.slice(0, 1).toUpperCase()}
      </Avatar>
      {!collapsed && <span className="truncate text-sm">{nickname}</span>}
    </div>
  );
}
