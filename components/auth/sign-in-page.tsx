import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Me } from '@/contract/auth';
import { signIn } from '@/client/auth-api';
import { useAuthSubmit } from './use-auth-submit';
import { AuthCard, AuthField } from './auth-card';
import '@/locales/areas/auth';

interface SignInPageProps {
  /** Called once the server has set the session cookie, with who signed in. */
  onSignedIn: (me: Me) => void;
  /** Why sign-in is asked again (the session ended while the page was open). */
  notice?: string;
}

/**
 * Email and password. The server's refusal (wrong credentials, too many attempts) is shown in the user's
 * language as the server wrote it; what was typed stays in the fields.
 */
export function SignInPage({ onSignedIn, notice }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit: send } = useAuthSubmit<Me>(onSignedIn);

  const submit = () =>
    send(!email.trim() || !password ? t('required') : null, () => signIn({ email, password }));

  return (
    <AuthCard
      testId="sign-in-page"
      title={t('sign_in_title')}
      subtitle={notice ?? t('sign_in_subtitle')}
      error={error}
      onSubmit={() => void submit()}
    >
      <AuthField label={t('email')} type="email" autoComplete="username" value={email} onChange={setEmail} />
      <AuthField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <PlainButton type="submit" variant="primary" className="h-9" loading={busy}>
        {busy ? t('working') : t('submit_sign_in')}
      </PlainButton>
    </AuthCard>
  );
}
