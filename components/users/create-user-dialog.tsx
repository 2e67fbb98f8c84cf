import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import type { AccountRole } from '@/contract/auth';
import type { CreatedAccount } from '@/contract/users';
import { DialogFrame } from '@/components/common/dialog-frame';
import { PasswordNotice } from './password-notice';
import type { CreateOutcome } from './use-users';
import '@/locales/areas/users';

interface CreateUserDialogProps {
  onCreate: (fields: { email: string; name: string; role: AccountRole }) => Promise<CreateOutcome>;
  onClose: () => void;
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** Email, name and role; once created, the temporary password is shown in the dialog, once. */
export function CreateUserDialog({ onCreate, onClose }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AccountRole>('user');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !name.trim()) {
      setProblem(t('required'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await onCreate({ email: email.trim(), name: name.trim(), role });
      if (outcome.ok) setCreated(outcome.account);
      else setProblem(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <DialogFrame
        title={t('created_title', { name: created.name })}
        closeLabel={t('close')}
        onClose={onClose}
        testId="create-user-dialog"
      >
        {created.temporary_password && <PasswordNotice password={created.temporary_password} />}
        <PlainButton variant="primary" className="self-end" onClick={onClose}>
          {t('done')}
        </PlainButton>
      </DialogFrame>
    );

  return (
    <DialogFrame
      title={t('create_title')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="create-user-dialog"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        {problem && (
          <p role="alert" className="m-0 text-sm text-[#cf1322] dark:text-[#ff7875]">
            {problem}
          </p>
        )}
        <Field id="new-user-email" label={t('email')}>
          <input
            id="new-user-email"
            type="email"
            autoComplete="off"
            className={INPUT_CLASS}
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field id="new-user-name" label={t('name')}>
          <input
            id="new-user-name"
            className={INPUT_CLASS}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id="new-user-role" label={t('role')}>
          <PlainSelect
            id="new-user-role"
            value={role}
            onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'user')}
            options={[
              { value: 'user', label: t('role_user') },
              { value: 'admin', label: t('role_admin') },
            ]}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <PlainButton onClick={onClose}>{t('cancel')}</PlainButton>
          <PlainButton type="submit" variant="primary" loading={busy}>
            {busy ? t('creating') : t('create_submit')}
          </PlainButton>
        </div>
      </form>
    </DialogFrame>
  );
}
