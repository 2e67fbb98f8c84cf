import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BootScreen } from '@/components/layout/boot-screen';
import { isSignInOn } from '@/utils/auth-mode-hint';
import { SetupPage } from './setup-page';
import { SignedInContext } from './signed-in-context';
import { SignInPage } from './sign-in-page';
import { useSignInState } from './use-sign-in-state';

interface AuthGateProps {
  pathname: string;
  /** What shows without sign-in (`AUTH_MODE=none`): today's `isFirst` gate and the app. */
  withoutSignIn: ReactNode;
  /** The app, once signed in. */
  children: ReactNode;
}

/** A first sign-in reloads the page, so everything the app loaded while signed out is loaded again. */
const reload = () => window.location.reload();

function LocalSignIn({ pathname, withoutSignIn, children }: AuthGateProps) {
  const { t } = useTranslation('layout');
  const { state, resumed, signOut } = useSignInState();
  switch (state.kind) {
    case 'checking':
      return <BootScreen pathname={pathname} />;
    case 'off':
      return withoutSignIn;
    case 'setup':
      return <SetupPage onDone={reload} />;
    case 'sign-in':
      return <SignInPage onSignedIn={reload} />;
    case 'signed-in':
      return (
        <SignedInContext.Provider value={{ me: state.me, signOut }}>
          {children}
          {state.expired && (
            <div className="fixed inset-0 z-[1100] overflow-auto bg-[#f0f2f5]/95 dark:bg-[#101217]/95">
              <SignInPage onSignedIn={resumed} notice={t('auth.expired')} />
            </div>
          )}
        </SignedInContext.Provider>
      );
  }
}

/**
 * Sign-in when the server has it (the `dbgpt_auth=local` cookie says so before any request): the setup
 * page while no account exists, the sign-in page without a session, the app with one. The address is
 * never changed, so after signing in the user is where they were. Without sign-in, exactly what was there.
 */
export function AuthGate(props: AuthGateProps) {
  const [signInOn] = useState(isSignInOn);
  return signInOn ? <LocalSignIn {...props} /> : props.withoutSignIn;
}
