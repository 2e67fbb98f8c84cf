import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { CreatedApiKey } from '@/contract/api-keys';

/** The new key, the only time it is shown: with a copy button and the warning that it will not come back. */
export function CreatedKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section
      role="status"
      data-testid="created-key"
      className="flex flex-col gap-2 rounded border border-solid border-[#b7eb8f] bg-[#f6ffed] px-4 py-3 text-sm dark:border-[#274916] dark:bg-[#162312]"
    >
      <strong>{t('created_title', { name: created.name })}</strong>
      <p className="m-0 font-medium text-[#d46b08] dark:text-[#e89a3c]">{t('created_warning')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="created-key-value"
          className="select-all break-all rounded bg-black/5 px-2 py-1 font-mono dark:bg-white/10"
        >
          {created.key}
        </code>
        <PlainButton size="small" onClick={() => void copyKey()}>
          {copy === 'copied' ? t('copied') : t('copy')}
        </PlainButton>
        <PlainButton size="small" variant="primary" onClick={onDone}>
          {t('done')}
        </PlainButton>
      </div>
      {copy === 'failed' && <p className="m-0 text-[#cf1322]">{t('copy_failed')}</p>}
    </section>
  );
}
