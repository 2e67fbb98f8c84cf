import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { KeyIcon } from '@/components/common/shell-icons';
import { useSignedIn } from '@/components/auth/signed-in-context';

/** The signed-in user's API keys, from the sidebar's user area; nothing without sign-in (`AUTH_MODE=none`). */
export function ApiKeysLink() {
  const { t } = useTranslation('layout');
  if (useSignedIn() === null) return null;
  return (
    <Link
      href="/settings/api-keys"
      aria-label={t('api_keys')}
      title={t('api_keys')}
      data-action="api-keys"
      className="inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-base text-inherit transition-colors hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:hover:bg-white/10"
    >
      <KeyIcon />
    </Link>
  );
}
