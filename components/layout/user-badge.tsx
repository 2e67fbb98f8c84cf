import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '@/components/auth/signed-in-context';

interface UserBadgeProps {
  nickname: string;
  avatarUrl?: string;
  collapsed: boolean;
}

const FRAME = 'flex min-w-0 items-center gap-2 rounded text-inherit no-underline';

/** The user's avatar and name; with sign-in, a link to their profile. */
export function UserBadge({ nickname, avatarUrl, collapsed }: UserBadgeProps) {
  const { t } = useTranslation('layout');
  const signedIn = useSignedIn() !== null;
  const label = t('user', { name: nickname });
  const content = (
    <>
      {avatarUrl ? (
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
    </>
  );
  const place = collapsed ? 'justify-center' : 'px-1';
  if (!signedIn)
    return (
      <div className={`${FRAME} ${place}`} title={label} data-testid="user-badge">
        {content}
      </div>
    );
  return (
    <Link
      href="/settings/profile"
      title={`${label} · ${t('profile')}`}
      data-testid="user-badge"
      data-action="profile"
      className={`${FRAME} ${place} hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10`}
    >
      {content}
    </Link>
  );
}
