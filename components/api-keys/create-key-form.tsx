import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';

/** A name and "Create key"; `onCreate` answers whether the server made the key (the form clears then). */
export function CreateKeyForm({ onCreate }: { onCreate: (name: string) => Promise<boolean> }) {
  const { t } = useTranslation('apiKeys');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(t('name_required'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      if (await onCreate(trimmed)) setName('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <div className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
        <label htmlFor="api-key-name">{t('name')}</label>
        <input
          id="api-key-name"
          className={INPUT_CLASS}
          value={name}
          maxLength={100}
          placeholder={t('name_placeholder')}
          aria-invalid={problem !== null || undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problem && (
          <span role="alert" className="text-[#ff4d4f]">
            {problem}
          </span>
        )}
      </div>
      <PlainButton type="submit" variant="primary" loading={busy} className="sm:mt-6">
        {t('create')}
      </PlainButton>
    </form>
  );
}
