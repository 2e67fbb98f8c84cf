import { useEffect, useState } from 'react';
import { queryAdminList } from '@/client/api/user';
import { readUserId } from '@/client/identity';
import { useSignedIn } from '@/components/auth/signed-in-context';

export type Access = 'checking' | 'allowed' | 'denied';

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
    const userId = readUserId();
    queryAdminList({ role: 'admin' })
      .then(({ data }) => {
        const admins = data?.success && Array.isArray(data.data) ? data.data : [];
        if (current) setListed(admins.some((admin) => admin.user_id === userId) ? 'allowed' : 'denied');
      })
      .catch(() => current && setListed('denied'));
    return () => {
      current = false;
    };
  }, [role]);

  if (role !== undefined) return role === 'admin' ? 'allowed' : 'denied';
  return listed;
}
