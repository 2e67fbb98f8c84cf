import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { fetchProfile } from '@/client/api/profile';
import { apiInterceptors } from '@/client/envelope';
import {
  isSignInOff,
  SIGN_IN_OFF_CODES,
  SignInOffError,
  SignInOffNotice,
} from '@/components/auth/sign-in-off';
import { useSignedIn } from '@/components/auth/signed-in-context';
import { PageHeader } from '@/components/common/page-header';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import type { Profile } from '@/contract/profile';
import { usePreferences } from '@/contexts/preferences-context';
import { AvatarField } from './avatar-field';
import { DetailsForm } from './details-form';
import { MySessions } from './my-sessions';
import { PasswordForm } from './password-form';
import { ProfileSection } from './profile-section';
import '@/locales/areas/profile';

async function loadProfile(): Promise<Profile> {
  const [error, profile, envelope] = await apiInterceptors(fetchProfile(), SIGN_IN_OFF_CODES);
  if (isSignInOff(envelope)) throw new SignInOffError();
  if (error || !envelope?.success || !profile)
    throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return profile;
}

/** `/settings/profile`: one's avatar, name and language, password, and where one is signed in. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const signedIn = useSignedIn();
  const { setLanguage } = usePreferences();
  const {
    data: profile,
    error,
    loading,
    refreshAsync,
    mutate,
  } = useRequest(loadProfile, {
    onError: () => undefined,
  });
  const toasts = useToasts();
  const withPasswords = signedIn?.me.auth_mode === 'local';

  /** The sidebar's name and avatar follow at once; a chosen language applies now too. */
  const saved = (next: Profile, message: string) => {
    mutate(next);
    if (next.language) setLanguage(next.language);
    signedIn?.refresh?.();
    toasts.success(message);
  };

  return (
    <div className="h-full overflow-y-auto">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex max-w-3xl flex-col gap-4 px-6 pb-6 pt-2">
        {profile === undefined && !error && <Spinner className="mx-auto my-6 text-2xl" />}
        {error instanceof SignInOffError && <SignInOffNotice area="profile" />}
        {error && !(error instanceof SignInOffError) && !loading && (
          <RetryPanel title={t('load_failed')} onRetry={() => void refreshAsync().catch(() => undefined)} />
        )}
        {profile && (
          <>
            <ProfileSection title={t('details')}>
              <AvatarField profile={profile} onSaved={saved} />
              <DetailsForm key={profile.updated_at} profile={profile} onSaved={saved} />
            </ProfileSection>
            <ProfileSection title={t('password')}>
              {withPasswords ? (
                <PasswordForm onChanged={toasts.success} />
              ) : (
                <p className="m-0 text-sm opacity-70">{t('password_gateway')}</p>
              )}
            </ProfileSection>
            <ProfileSection title={t('sessions')}>
              {withPasswords ? (
                <MySessions onDone={toasts.success} />
              ) : (
                <p className="m-0 text-sm opacity-70">{t('sessions_gateway')}</p>
              )}
            </ProfileSection>
          </>
        )}
      </div>
      {toasts.holder}
    </div>
  );
}
