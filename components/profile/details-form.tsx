import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '@/client/api/profile';
import { apiInterceptors } from '@/client/envelope';
import { INPUT_CLASS } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import type { ProfileLanguage } from '@/contract/auth';
import type { Profile } from '@/contract/profile';
import { FormProblem } from '@/components/common/form-problem';
import { FieldRow } from './profile-section';
import '@/locales/areas/profile';

interface DetailsFormProps {
  profile: Profile;
  onSaved: (profile: Profile, message: string) => void;
}

const languageOf = (value: string): ProfileLanguage | null =>
  value === 'en' || value === 'zh' ? value : null;

/** Name and language; the email is shown, not changed (an administrator's matter). */
export function DetailsForm({ profile, onSaved }: DetailsFormProps) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState(profile.name);
  const [language, setLanguage] = useState<ProfileLanguage | null>(profile.language);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('name_required'));
    setProblem(null);
    setBusy(true);
    try {
      const [, saved, envelope] = await apiInterceptors(updateProfile({ name: name.trim(), language }), '*');
      if (envelope?.success && saved) onSaved(saved, t('saved'));
      else setProblem(envelope?.err_msg ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <FieldRow id="profile-email" label={t('email')}>
        <input id="profile-email" className={INPUT_CLASS} value={profile.email} readOnly />
      </FieldRow>
      <FieldRow id="profile-name" label={t('name')}>
        <input
          id="profile-name"
          className={INPUT_CLASS}
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
      </FieldRow>
      <FieldRow id="profile-language" label={t('language')} hint={t('language_hint')}>
        <PlainSelect
          id="profile-language"
          value={language ?? ''}
          onChange={(event) => setLanguage(languageOf(event.target.value))}
          placeholder={t('language_unset')}
          options={[
            { value: 'en', label: t('language_en') },
            { value: 'zh', label: t('language_zh') },
          ]}
        />
      </FieldRow>
      <FormProblem text={problem} />
      <PlainButton type="submit" variant="primary" loading={busy} className="self-start">
        {t('save')}
      </PlainButton>
    </form>
  );
}
