import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { SignOutIcon } from '@/components/common/shell-icons';
import { useSignedIn } from '@/components/auth/signed-in-context';

/**
 * Sign-out in the sidebar's user area; nothing without sign-in (`AUTH_MODE=none`), nor behind a sign-in
 * gateway (`AUTH_MODE=proxy`), where signing out happens at the gateway.
 */
export function SignOutButton() {
  const { t } = useTranslation('layout');
  const signedIn = useSignedIn();
  if (signedIn === null || signedIn.me.auth_mode === 'proxy') return null;
  return (
    <IconButton label={t('sign_out')} data-action="sign-out" onClick={signedIn.signOut}>
      <SignOutIcon />
    </IconButton>
  );
}
