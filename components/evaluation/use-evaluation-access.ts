import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { loadAdminList } from '@/client/admin-list';
import { getDatasets } from '@/client/api/evaluate';
import { isRouteMissing } from '@/client/envelope';
import { readUserId } from '@/client/identity';
import { useSignedIn } from '@/components/auth/signed-in-context';

/** `unavailable`: the server has no evaluation at all (DB-GPT 0.8.1 answers its routes with 404). */
export type Access = 'checking' | 'allowed' | 'denied' | 'unavailable';

/** Whether the server has the evaluation routes: a missing route answers 404 without an envelope. */
async function hasEvaluation(): Promise<boolean> {
  try {
    await getDatasets({ page: 1, page_size: 1 });
    return true;
  } catch (error: unknown) {
    return !(isAxiosError(error) && isRouteMissing(error.response));
  }
}

/** Decided without sign-in: by the admin list, or, when the server keeps none, by whether it has evaluation. */
async function accessWithoutSignIn(): Promise<Exclude<Access, 'checking'>> {
  const list = await loadAdminList();
  if (list.status === 'listed')
    return list.admins.some((admin) => admin.user_id === readUserId()) ? 'allowed' : 'denied';
  if (list.status === 'failed') return 'denied';
  // No admin list (DB-GPT): nobody is an administrator there, so the screen is open if the routes exist.
  return (await hasEvaluation()) ? 'allowed' : 'unavailable';
}

/**
 * Whether this user may open the evaluation screen, decided as the menu decides it: with sign-in the
 * server's role for the session, without it the admin list (asked here, so the page waits for the answer
 * instead of flashing "no permission" while the shell's copy loads).
 */
export function useEvaluationAccess(): Access {
  const signedIn = useSignedIn();
  const role = signedIn?.me.user.role;
  const [listed, setListed] = useState<Access>('checking');

  useEffect(() => {
    if (role !== undefined) return;
    let current = true;
    void accessWithoutSignIn().then((access) => current && setListed(access));
    return () => {
      current = false;
    };
  }, [role]);

  if (role !== undefined) return role === 'admin' ? 'allowed' : 'denied';
  return listed;
}
