import { useCallback, useEffect, useState } from 'react';
import type { Me } from '@/contract/auth';
import type { StoredUserInfo } from '@/contract/user';
import { fetchAuthStatus, fetchMe, signOut } from '@/client/auth-api';
import { SESSION_ENDED_EVENT } from '@/client/session-events';
import { signInModeHint } from '@/utils/auth-mode-hint';
import { STORAGE_KEYS } from '@/utils/storage-keys';

export type SignInState =
  | { kind: 'checking' }
  /** The server has no sign-in after all (a stale hint): the `isFirst` gate applies. */
  | { kind: 'off' }
  | { kind: 'sign-in' }
  | { kind: 'setup' }
  /** `AUTH_MODE=proxy` without a gateway user: sign-in happens at the organisation's gateway. */
  | { kind: 'gateway' }
  /** `AUTH_MODE=oidc` without a session: sign-in at the OpenID Connect provider (its name when known). */
  | { kind: 'oidc'; displayName?: string }
  /** `expired`: a call was refused with 401 while the page was open; sign-in shows over the page. */
  | { kind: 'signed-in'; me: Me; expired: boolean };

/** The profile the shell reads (sidebar name, admin menu) follows the signed-in account. */
function storeProfile(me: Me): void {
  const profile: StoredUserInfo = {
    user_channel: 'local',
    user_no: me.user.user_id,
    nick_name: me.user.name,
    user_id: me.user.user_id,
    ...(me.user.avatar_url ? { avatar_url: me.user.avatar_url } : {}),
  };
  window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(profile));
  window.localStorage.setItem(STORAGE_KEYS.userId, me.user.user_id);
}

async function currentState(): Promise<SignInState> {
  try {
    const me = await fetchMe();
    if (me.ok) {
      if (me.data.auth_mode === 'none') return { kind: 'off' };
      storeProfile(me.data);
      return { kind: 'signed-in', me: me.data, expired: false };
    }
    const status = await fetchAuthStatus();
    if (status.ok && status.data.auth_mode === 'proxy') return { kind: 'gateway' };
    if (status.ok && status.data.auth_mode === 'oidc')
      return { kind: 'oidc', displayName: status.data.oidc_display_name };
    return status.ok && status.data.setup_required ? { kind: 'setup' } : { kind: 'sign-in' };
  } catch {
    // Behind a gateway or a provider there is no password form to fall back to, whatever the network did.
    const hint = signInModeHint();
    return hint === 'proxy' ? { kind: 'gateway' } : hint === 'oidc' ? { kind: 'oidc' } : { kind: 'sign-in' };
  }
}

/** Asks the server who is signed in, and follows sessions that end (401 from any call) and sign-out. */
export function useSignInState() {
  const [state, setState] = useState<SignInState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void currentState().then((next) => live && setState(next));
    const ended = () =>
      setState((current) => (current.kind === 'signed-in' ? { ...current, expired: true } : current));
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => {
      live = false;
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    };
  }, []);

  /** After signing in again over an open page, the page stays as it was (what was typed included). */
  const resumed = useCallback(() => {
    void currentState().then(setState);
  }, []);

  const signOutNow = useCallback(() => {
    void signOut()
      .catch(() => undefined)
      .then(() => window.location.reload());
  }, []);

  return { state, resumed, signOut: signOutNow };
}
