import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { endMyOtherSessions, endMySession, listMySessions } from '@/client/api/profile';
import { apiInterceptors } from '@/client/envelope';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import type { SignInSession } from '@/contract/profile';
import { formatDateTime } from '@/utils/date-format';
import '@/locales/areas/profile';

async function loadSessions(): Promise<SignInSession[]> {
  const [error, sessions, envelope] = await apiInterceptors(listMySessions());
  if (error || !envelope?.success || !sessions)
    throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return sessions;
}

function SessionRow({ session, onEnd }: { session: SignInSession; onEnd: (session: SignInSession) => void }) {
  const { t, i18n } = useTranslation('profile');
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const browser = session.user_agent ?? t('unknown_browser');
  return (
    <li
      data-testid="my-session"
      data-current={session.current}
      className="flex flex-wrap items-center justify-between gap-2 border-0 border-t border-solid border-black/5 py-2 first:border-t-0 dark:border-white/10"
    >
      <div className="flex min-w-0 flex-1 flex-col text-sm">
        <span className="truncate" title={browser}>
          {session.current && <strong className="mr-2 text-primary-text">{t('this_session')}</strong>}
          {browser}
        </span>
        <span className="text-xs opacity-60">
          {t('signed_in_at', { when: when(session.signed_in_at) })} ·{' '}
          {t('last_seen_at', { when: when(session.last_seen_at) })}
        </span>
      </div>
      {!session.current && (
        <PlainButton
          size="small"
          variant="danger_text"
          aria-label={t('sign_out_session_label', { browser })}
          onClick={() => onEnd(session)}
        >
          {t('sign_out_session')}
        </PlainButton>
      )}
    </li>
  );
}

/** One's active sign-ins, this one marked; sign out another one, or all the others. */
export function MySessions({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const { data, error, loading, refreshAsync } = useRequest(loadSessions, { onError: () => undefined });
  const reload = () => refreshAsync().catch(() => undefined);

  const endOne = async (session: SignInSession) => {
    const [, , envelope] = await apiInterceptors(endMySession(session.id));
    await reload();
    if (envelope?.success) onDone(t('signed_out_one'));
  };
  const endOthers = async () => {
    const [, , envelope] = await apiInterceptors(endMyOtherSessions());
    await reload();
    if (envelope?.success) onDone(t('signed_out_others'));
  };

  if (error && !loading)
    return (
      <div role="alert" className="flex items-center gap-2 text-sm">
        {t('sessions_failed')}
        <PlainButton size="small" onClick={() => void reload()}>
          {t('sessions_retry')}
        </PlainButton>
      </div>
    );
  if (data === undefined) return <Spinner className="text-xl" />;
  const others = data.filter((session) => !session.current);
  return (
    <div className="flex flex-col gap-2">
      <ul className="m-0 list-none p-0" data-testid="my-sessions">
        {data.map((session) => (
          <SessionRow key={session.id} session={session} onEnd={(ended) => void endOne(ended)} />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="m-0 text-sm opacity-60">{t('sessions_empty')}</p>
      ) : (
        <PlainButton variant="danger_text" className="self-start" onClick={() => void endOthers()}>
          {t('sign_out_others')}
        </PlainButton>
      )}
    </div>
  );
}
