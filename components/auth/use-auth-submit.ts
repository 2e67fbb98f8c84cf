import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@/client/auth-api';
import '@/locales/areas/auth';

/**
 * Sends an auth form once at a time: the form's own problem first, then the server's reason, or
 * "unreachable" when there is no answer. What was typed stays in the form either way.
 */
export function useAuthSubmit<T>(onDone: (data: T) => void) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (problem: string | null, send: () => Promise<AuthResult<T>>) => {
    if (busy) return;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await send();
      if (result.ok) onDone(result.data);
      else setError(result.message ?? t('unreachable'));
    } catch {
      setError(t('unreachable'));
    } finally {
      setBusy(false);
    }
  };

  return { error, busy, submit };
}
