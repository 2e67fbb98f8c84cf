import { createContext, useContext } from 'react';
import type { Me } from '@/contract/auth';

export interface SignedIn {
  me: Me;
  signOut: () => void;
  /** Asks the server again who is signed in (after the profile changed the name or the avatar). */
  refresh?: () => void;
}

/** The signed-in account with sign-in on; null without sign-in (`AUTH_MODE=none`). */
export const SignedInContext = createContext<SignedIn | null>(null);

export const useSignedIn = () => useContext(SignedInContext);
