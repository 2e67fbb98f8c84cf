import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import { fetchAuthStatus } from '@/client/auth-api';
import { API_BASE_URL } from '@/client/http-base';
import {
  isOidcSignInError,
  OIDC_ERROR_PARAM,
  OIDC_LOGIN_PATH,
  type OidcSignInError,
} from '@/contract/constants/oidc';
import { AuthCard } from './auth-card';
import '@/locales/areas/auth';

interface OidcSignInPageProps {
  /** The provider's name from the server's status; asked for when not known yet. */
  displayName?: string;
  /** Why it shows over an open page (the session ended); the first visit's text otherwise. */
  notice?: string;
}

/** The page's own address without the server's `auth_error`: where the user comes back to after signing in. */
function currentPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(OIDC_ERROR_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why the last sign-in at the provider failed, as the server's redirect back said. */
function errorInAddress(): OidcSignInError | null {
  const error = new URLSearchParams(window.location.search).get(OIDC_ERROR_PARAM);
  return isOidcSignInError(error) ? error : null;
}

function useProviderName(known: string | undefined): string | undefined {
  const [name, setName] = useState(known);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void fetchAuthStatus()
      .then((status) => live && status.ok && setName(status.data.oidc_display_name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [known]);
  return name;
}

/**
 * `AUTH_MODE=oidc`: no password form; the button sends the browser to the provider through the server, and
 * the server sends it back to this page signed in. A failed sign-in comes back with `auth_error`, told here
 * in the user's language and then taken out of the address, so a reload does not show it again.
 */
export function OidcSignInPage({ displayName, notice }: OidcSignInPageProps) {
  const { t } = useTranslation('auth');
  const name = useProviderName(displayName) ?? t('oidc_default_name');
  const [error] = useState(errorInAddress);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (error === null) return;
    window.history.replaceState(window.history.state, '', currentPath());
  }, [error]);

  const signIn = () => {
    setBusy(true);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a server route that redirects to the provider, not a page
    window.location.assign(`${API_BASE_URL}${OIDC_LOGIN_PATH}?next=${encodeURIComponent(currentPath())}`);
  };

  return (
    <AuthCard
      testId="oidc-sign-in-page"
      title={t('sign_in_title')}
      subtitle={notice ?? t('oidc_subtitle', { name })}
      error={error === null ? null : t(`oidc_error_${error}`, { name })}
      onSubmit={signIn}
    >
      <PlainButton type="submit" variant="primary" className="h-9" loading={busy}>
        {busy ? t('oidc_redirecting', { name }) : t('oidc_button', { name })}
      </PlainButton>
    </AuthCard>
  );
}
