import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BootScreen } from '@/components/layout/boot-screen';
import type { Me } from '@/contract/auth';
import { usePreferences } from '@/contexts/preferences-context';
import { GatewayPage } from './gateway-page';
import { OidcSignInPage } from './oidc-sign-in-page';
import { SetupPage } from './setup-page';
import { SignedInContext } from './signed-in-context';
import { SignInPage } from './sign-in-page';
import { useSignInState } from './use-sign-in-state';
import '@/locales/areas/auth';

export interface AuthGateProps {
  pathname: string;
  /** What shows without sign-in (`AUTH_MODE=none`): today's `isFirst` gate and the app. */
  withoutSignIn: ReactNode;
  /** The app, once signed in. */
  children: ReactNode;
}

/** A first sign-in reloads the page, so everything the app loaded while signed out is loaded again. */
const reload = () => window.location.reload();

/**
 * The gate with sign-in on: setup, sign-in, or the app with the signed-in account. Behind a sign-in
 * gateway (`AUTH_MODE=proxy`) the gateway page takes the place of the password form, and with an OpenID
 * Connect provider (`AUTH_MODE=oidc`) the provider's sign-in button.
 */
export function LocalSignIn({ pathname, withoutSignIn, children }: AuthGateProps) {
  const { t } = useTranslation('auth');
  const { state, resumed, signOut } = useSignInState();
  const { setLanguage } = usePreferences();
  /** The language the user chose in their profile wins once they have signed in (here or on another device). */
  const followLanguage = (me: Me) => {
    if (me.user.language) setLanguage(me.user.language);
  };
  switch (state.kind) {
    case 'checking':
      return <BootScreen pathname={pathname} />;
    case 'off':
      return withoutSignIn;
    case 'setup':
      return <SetupPage onDone={reload} />;
    case 'sign-in':
      return (
        <SignInPage
          onSignedIn={(me) => {
            followLanguage(me);
            reload();
          }}
        />
      );
    case 'gateway':
      return <GatewayPage />;
    case 'oidc':
      return <OidcSignInPage displayName={state.displayName} />;
    case 'signed-in':
      return (
        <SignedInContext.Provider value={{ me: state.me, signOut, refresh: resumed }}>
          {children}
          {state.expired && (
            <div className="fixed inset-0 z-[1100] overflow-auto bg-[#f0f2f5]/95 dark:bg-[#101217]/95">
              {state.me.auth_mode === 'proxy' ? (
                <GatewayPage notice={t('gateway_expired')} />
              ) : state.me.auth_mode === 'oidc' ? (
                <OidcSignInPage notice={t('oidc_expired')} />
              ) : (
                <SignInPage
                  onSignedIn={(me) => {
                    followLanguage(me);
                    resumed();
                  }}
                  notice={t('expired')}
                />
              )}
            </div>
          )}
        </SignedInContext.Provider>
      );
  }
}
