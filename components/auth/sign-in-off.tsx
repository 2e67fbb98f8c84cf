import { useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES } from '@/contract/constants/auth';
import type { Envelope } from '@/contract/common';
import '@/locales/areas/auth';

/** The error code a server without sign-in (`AUTH_MODE=none`) answers for accounts, keys and profiles. */
export const SIGN_IN_OFF_CODES = [AUTH_ERROR_CODES.authOff];

/** A settings list asked of a server without sign-in: a state of the screen, not a failure. */
export class SignInOffError extends Error {
  override name = 'SignInOffError';
}

/** A settings list's state: still loading, failed (retry offered), sign-in off (nothing to retry), or ready. */
export type SettingsListState<Ready extends object> =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'off' } | ({ kind: 'ready' } & Ready);

/** The state of a list loaded with `useRequest`, whose loader throws SignInOffError without sign-in. */
export function settingsListState<Data, Ready extends object>(
  request: { data: Data | undefined; error: Error | undefined; loading: boolean },
  ready: (data: Data) => Ready,
): SettingsListState<Ready> {
  if (request.error instanceof SignInOffError) return { kind: 'off' };
  if (request.error && !request.loading) return { kind: 'failed' };
  return request.data === undefined ? { kind: 'loading' } : { kind: 'ready', ...ready(request.data) };
}

export function isSignInOff(envelope: Envelope<unknown> | undefined): boolean {
  return envelope?.err_code === AUTH_ERROR_CODES.authOff;
}

type SignInOffArea = 'profile' | 'api_keys' | 'users';

/** Why a settings page is empty without sign-in, and how sign-in is turned on; nothing to retry. */
export function SignInOffNotice({ area }: { area: SignInOffArea }) {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="sign-in-off-title"
      className="flex flex-col gap-2 rounded-lg border border-black/10 bg-black/[0.02] p-5 dark:border-white/15 dark:bg-white/5"
      data-testid="sign-in-off"
    >
      <h2 id="sign-in-off-title" className="m-0 text-base font-semibold">
        {t('off_title')}
      </h2>
      <p className="m-0 text-sm opacity-80">{t(`off_${area}`)}</p>
      <p className="m-0 text-sm opacity-70">{t('off_how')}</p>
    </section>
  );
}
