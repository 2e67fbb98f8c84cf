import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@/contract/constants/auth';
import { PlainButton } from '@/components/common/plain/plain-button';
import { setUpAdmin } from '@/client/auth-api';
import { useAuthSubmit } from './use-auth-submit';
import { AuthCard, AuthField } from './auth-card';
import '@/locales/areas/auth';

/** The one-time page that creates the first administrator while the server has no account. */
export function SetupPage({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, busy, submit: send } = useAuthSubmit(onDone);

  const problem = (): string | null => {
    if (!email.trim() || !password) return t('required');
    if (password.length < MIN_PASSWORD_LENGTH) return t('password_too_short', { min: MIN_PASSWORD_LENGTH });
    if (password !== confirm) return t('passwords_differ');
    return null;
  };

  const submit = () =>
    send(problem(), () => setUpAdmin({ email, password, ...(name.trim() ? { name } : {}) }));

  return (
    <AuthCard
      testId="setup-page"
      title={t('setup_title')}
      subtitle={t('setup_subtitle')}
      error={error}
      onSubmit={() => void submit()}
    >
      <AuthField label={t('email')} type="email" autoComplete="username" value={email} onChange={setEmail} />
      <AuthField
        label={t('name')}
        type="text"
        autoComplete="name"
        value={name}
        onChange={setName}
        hint={t('name_hint')}
      />
      <AuthField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('password_hint', { min: MIN_PASSWORD_LENGTH })}
      />
      <AuthField
        label={t('confirm_password')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <PlainButton type="submit" variant="primary" className="h-9" loading={busy}>
        {busy ? t('working') : t('submit_setup')}
      </PlainButton>
    </AuthCard>
  );
}
