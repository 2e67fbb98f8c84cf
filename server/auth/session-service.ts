import type { SessionRecord, SessionRepository } from '../repositories/sessions';
import type { SessionTimes } from './auth-config';
import { newSessionToken, sessionIdOf } from './session-token';

/** A new token for the cookie and when the session ends at the latest. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  session: SessionRecord;
  /** Set when this request rotated the session: the cookie must carry this token from now on. */
  replacement: IssuedSession | null;
}

/** How long a replaced token keeps working, for requests the browser sent before it saw the new cookie. */
const ROTATION_GRACE_MS = 30_000;

/** The most of a `User-Agent` kept: enough to tell browsers apart. */
const MAX_USER_AGENT_LENGTH = 300;

export interface SessionService {
  /** A new sign-in; `userAgent` (the browser's header) lets the user tell their sign-ins apart. */
  start(accountId: string, userAgent?: string): Promise<IssuedSession>;
  /** The session of `token` if it is still valid (ending it when it is not), rotating it when due. */
  resolve(token: string): Promise<ResolvedSession | null>;
  /** Ends the sign-in `token` belongs to, rotated tokens included. */
  end(token: string): Promise<void>;
  /** The account's sign-ins that are still valid, newest first. */
  listLive(accountId: string): Promise<SessionRecord[]>;
  /** Ends one of the account's sign-ins (by family id); false when it has no such sign-in. */
  endOne(accountId: string, familyId: string): Promise<boolean>;
  /** Ends every sign-in of the account but `keepFamilyId`. */
  endOthers(accountId: string, keepFamilyId: string): Promise<void>;
}

export function createSessionService(
  sessions: SessionRepository,
  times: SessionTimes,
  now: () => number = Date.now,
): SessionService {
  // Writing `last_seen_at` on every request would make each one a write; a tenth of the idle time is close enough.
  const touchEveryMs = Math.min(60_000, times.idleMs / 10);

  function issue(
    accountId: string,
    from: Pick<SessionRecord, 'familyId' | 'signedInAt' | 'userAgent'> | null,
    expiresAt: Date,
    userAgent: string | null,
  ) {
    const token = newSessionToken();
    const id = sessionIdOf(token);
    const record = {
      id,
      familyId: from?.familyId ?? id,
      accountId,
      expiresAt: expiresAt.toISOString(),
      signedInAt: from?.signedInAt ?? null,
      userAgent: from === null ? userAgent : from.userAgent,
    };
    return { token, expiresAt, record };
  }

  async function rotate(session: SessionRecord, at: number): Promise<IssuedSession | null> {
    const expiresAt = new Date(session.expiresAt);
    const next = issue(session.accountId, session, expiresAt, null);
    const graceUntil = new Date(Math.min(expiresAt.getTime(), at + ROTATION_GRACE_MS)).toISOString();
    const rotated = await sessions.rotate(session.id, next.record, graceUntil);
    return rotated ? { token: next.token, expiresAt } : null;
  }

  return {
    async start(accountId, userAgent) {
      await sessions.deleteExpired(new Date(now()).toISOString());
      const agent = userAgent?.trim().slice(0, MAX_USER_AGENT_LENGTH) || null;
      const next = issue(accountId, null, new Date(now() + times.absoluteMs), agent);
      await sessions.create(next.record);
      return { token: next.token, expiresAt: next.expiresAt };
    },

    async resolve(token) {
      const session = await sessions.find(sessionIdOf(token));
      if (session === null) return null;
      const at = now();
      if (session.account.disabled) {
        await sessions.deleteForAccount(session.accountId);
        return null;
      }
      const idle = at - Date.parse(session.lastSeenAt) > times.idleMs;
      if (idle || at >= Date.parse(session.expiresAt)) {
        // A replaced token past its grace ends alone; its successor lives on.
        if (session.rotatedAt === null) await sessions.deleteFamily(session.familyId);
        else await sessions.delete(session.id);
        return null;
      }
      const due = session.rotatedAt === null && at - Date.parse(session.createdAt) >= times.rotateMs;
      const replacement = due ? await rotate(session, at) : null;
      if (replacement === null && at - Date.parse(session.lastSeenAt) >= touchEveryMs)
        await sessions.touch(session.id, new Date(at).toISOString());
      return { session, replacement };
    },

    async end(token) {
      const session = await sessions.find(sessionIdOf(token));
      if (session !== null) await sessions.deleteFamily(session.familyId);
    },

    async listLive(accountId) {
      const at = now();
      // A sign-in idle past its limit is over even though no request has come to end it yet.
      return (await sessions.listLive(accountId, new Date(at).toISOString())).filter(
        (session) => at - Date.parse(session.lastSeenAt) <= times.idleMs,
      );
    },

    endOne: (accountId, familyId) => sessions.deleteAccountFamily(accountId, familyId),
    endOthers: (accountId, keepFamilyId) => sessions.deleteForAccount(accountId, keepFamilyId),
  };
}
