import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeAvatar, uploadAvatar } from '@/client/api/profile';
import { apiInterceptors } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { MAX_AVATAR_BYTES } from '@/contract/constants/auth';
import type { Profile } from '@/contract/profile';
import { FormProblem } from '@/components/common/form-problem';
import '@/locales/areas/profile';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

interface AvatarFieldProps {
  profile: Profile;
  onSaved: (profile: Profile, message: string) => void;
}

/**
 * The avatar: a preview of the chosen image at once, then the server's copy. The type and size are checked
 * here for a quick answer; the server checks the bytes themselves and its refusal is shown here too.
 */
export function AvatarField({ profile, onSaved }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('avatar_wrong_type'));
    if (file.size > MAX_AVATAR_BYTES) return setProblem(t('avatar_too_large'));
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const [, saved, envelope] = await apiInterceptors(uploadAvatar(file), '*');
      if (envelope?.success && saved) onSaved(saved, t('avatar_saved'));
      else setProblem(envelope?.err_msg ?? null);
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const [, saved, envelope] = await apiInterceptors(removeAvatar());
      if (envelope?.success && saved) onSaved(saved, t('avatar_removed'));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? profile.avatar_url;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={t('avatar_alt')}
            data-testid="avatar-preview"
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={t('avatar_alt')}
            className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-solid text-2xl font-semibold text-white"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <div className="flex gap-2">
            <PlainButton loading={busy} onClick={() => input.current?.click()}>
              {t('avatar_choose')}
            </PlainButton>
            {profile.avatar_url && (
              <PlainButton variant="danger_text" disabled={busy} onClick={() => void remove()}>
                {t('avatar_remove')}
              </PlainButton>
            )}
          </div>
          <span className="text-xs opacity-60">{t('avatar_hint')}</span>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-label={t('avatar_choose')}
          className="hidden"
          data-testid="avatar-input"
          onChange={(event) => void choose(event)}
        />
      </div>
      <FormProblem text={problem} />
    </div>
  );
}
