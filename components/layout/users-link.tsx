import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { UsersIcon } from '@/components/common/shell-icons';
import { useSignedIn } from '@/components/auth/signed-in-context';

/** The users screen, from the sidebar's user area: only for an administrator, as the server says they are. */
export function UsersLink() {
  const { t } = useTranslation('layout');
  if (useSignedIn()?.me.user.role !== 'admin') return null;
  return (
    <Link
      href="/settings/users"
      aria-label={t('users')}
      title={t('users')}
      data-action="users"
      className="inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-base text-inherit transition-colors hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
    >
      <UsersIcon />
    </Link>
  );
}
