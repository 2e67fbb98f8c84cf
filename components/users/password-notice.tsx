import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import '@/locales/areas/users';

/** A temporary password, the only time it is shown: with a copy button and the warning that it will not come back. */
export function PasswordNotice({ password }: { password: string }) {
  const { t } = useTranslation('users');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section
      role="status"
      data-testid="temporary-password"
      className="flex flex-col gap-2 rounded border border-solid border-[#b7eb8f] bg-[#f6ffed] px-4 py-3 text-sm dark:border-[#274916] dark:bg-[#162312]"
    >
      <p className="m-0 font-medium text-[#d46b08] dark:text-[#e89a3c]">{t('password_warning')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="opacity-70">{t('temporary_password')}</span>
        <code
          data-testid="temporary-password-value"
          className="select-all break-all rounded bg-black/5 px-2 py-1 font-mono dark:bg-white/10"
        >
          {password}
        </code>
        <PlainButton size="small" onClick={() => void copyPassword()}>
          {copy === 'copied' ? t('copied') : t('copy')}
        </PlainButton>
      </div>
      {copy === 'failed' && <p className="m-0 text-[#cf1322] dark:text-[#ff7875]">{t('copy_failed')}</p>}
    </section>
  );
}
