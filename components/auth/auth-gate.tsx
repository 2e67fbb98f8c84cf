import { lazy, Suspense, useState } from 'react';
import { BootScreen } from '@/components/layout/boot-screen';
import { isSignInOn } from '@/utils/auth-mode-hint';
import type { AuthGateProps } from './local-sign-in';

// Only servers with sign-in need the sign-in screens: the shared bundle every page loads stays without them.
const LocalSignIn = lazy(() => import('./local-sign-in').then((module) => ({ default: module.LocalSignIn })));

/**
 * Sign-in when the server has it (the `dbgpt_auth=local` cookie says so before any request): the setup
 * page while no account exists, the sign-in page without a session, the app with one. The address is
 * never changed, so after signing in the user is where they were. Without sign-in, exactly what was there.
 */
export function AuthGate(props: AuthGateProps) {
  const [signInOn] = useState(isSignInOn);
  if (!signInOn) return props.withoutSignIn;
  return (
    <Suspense fallback={<BootScreen pathname={props.pathname} />}>
      <LocalSignIn {...props} />
    </Suspense>
  );
}
