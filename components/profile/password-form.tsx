import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/client/api/profile';
import { apiInterceptors } from '@/client/envelope';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { MIN_PASSWORD_LENGTH } from '@/contract/constants/auth';
import { FormProblem } from '@/components/common/form-problem';
import { FieldRow } from './profile-section';
import '@/locales/areas/profile';

/** Change one's password with the current one; the server ends one's other sign-ins. */
export function PasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): string | null => {
    if (!current || !next) return t('password_required');
    if (next.length < MIN_PASSWORD_LENGTH) return t('password_too_short', { min: MIN_PASSWORD_LENGTH });
    if (next !== repeat) return t('passwords_differ');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const [, , envelope] = await apiInterceptors(
        changePassword({ current_password: current, new_password: next }),
        '*',
      );
      if (!envelope?.success) return setProblem(envelope?.err_msg ?? null);
      setCurrent('');
      setNext('');
      setRepeat('');
      onChanged(t('password_changed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    id: string,
    label: string,
    value: string,
    set: (text: string) => void,
    autoComplete: string,
  ) => (
    <FieldRow id={id} label={label}>
      <input
        id={id}
        type="password"
        className={INPUT_CLASS}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => set(event.target.value)}
      />
    </FieldRow>
  );

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      {field('current-password', t('current_password'), current, setCurrent, 'current-password')}
      {field('new-password', t('new_password'), next, setNext, 'new-password')}
      {field('repeat-password', t('confirm_password'), repeat, setRepeat, 'new-password')}
      <FormProblem text={problem} />
      <PlainButton type="submit" loading={busy} className="self-start">
        {t('change_password')}
      </PlainButton>
    </form>
  );
}
