import type { AccountRole } from '@/contract/auth';
import type { Queryable } from '../storage/db';

/** A stored session with what each request needs of its account. */
export interface SessionRecord {
  /** The SHA-256 of the cookie token. */
  id: string;
  familyId: string;
  accountId: string;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end; a rotated session's is moved to the end of its grace period. */
  expiresAt: string;
  rotatedAt: string | null;
  /** When the sign-in began (kept through rotation); the user-agent it came from. */
  signedInAt: string;
  userAgent: string | null;
  account: { email: string; name: string; role: AccountRole; disabled: boolean };
}

export interface NewSession {
  id: string;
  familyId: string;
  accountId: string;
  expiresAt: string;
  /** Null for a new sign-in (it begins now); a rotated session passes its predecessor's. */
  signedInAt: string | null;
  userAgent: string | null;
}

export interface SessionRepository {
  create(session: NewSession): Promise<void>;
  find(id: string): Promise<SessionRecord | null>;
  touch(id: string, at: string): Promise<void>;
  /** Marks `oldId` replaced by `next` (same family) and ending at `graceUntil`; false when it was replaced already. */
  rotate(oldId: string, next: NewSession, graceUntil: string): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** Ends every session of the sign-in `familyId` belongs to. */
  deleteFamily(familyId: string): Promise<void>;
  /** Ends the account's sessions, but for the sign-in `keepFamilyId` when given. */
  deleteForAccount(accountId: string, keepFamilyId?: string): Promise<void>;
  /** The account's sign-ins that are still valid at `now`: each one's current (not replaced) session. */
  listLive(accountId: string, now: string): Promise<SessionRecord[]>;
  /** Ends one sign-in of the account; false when the account has none of that family. */
  deleteAccountFamily(accountId: string, familyId: string): Promise<boolean>;
  /** Forgets sessions whose end is before `now`. */
  deleteExpired(now: string): Promise<void>;
}

interface SessionRow {
  id: string;
  family_id: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  rotated_at: string | null;
  signed_in_at: string | null;
  user_agent: string | null;
  email: string;
  name: string;
  role: AccountRole;
  disabled: number;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    familyId: row.family_id,
    accountId: row.account_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    rotatedAt: row.rotated_at,
    signedInAt: row.signed_in_at ?? row.created_at,
    userAgent: row.user_agent,
    account: { email: row.email, name: row.name, role: row.role, disabled: Number(row.disabled) !== 0 },
  };
}

const INSERT = `INSERT INTO sessions (id, family_id, account_id, created_at, last_seen_at, expires_at, rotated_at,
    signed_in_at, user_agent)
  VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`;

const SELECT = `SELECT s.id, s.family_id, s.account_id, s.created_at, s.last_seen_at, s.expires_at, s.rotated_at,
    s.signed_in_at, s.user_agent, a.email, a.name, a.role, a.disabled
  FROM sessions s JOIN accounts a ON a.id = s.account_id`;

export function createSessionRepository(db: Queryable): SessionRepository {
  const now = () => new Date().toISOString();
  const insertValues = (session: NewSession, stamp: string) => [
    session.id,
    session.familyId,
    session.accountId,
    stamp,
    stamp,
    session.expiresAt,
    session.signedInAt ?? stamp,
    session.userAgent,
  ];
  return {
    async create(session) {
      await db.execute(INSERT, insertValues(session, now()));
    },

    async find(id) {
      const rows = await db.query<SessionRow>(`${SELECT} WHERE s.id = ?`, [id]);
      return rows.map(toRecord)[0] ?? null;
    },

    async touch(id, at) {
      await db.execute('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [at, id]);
    },

    async rotate(oldId, next, graceUntil) {
      const stamp = now();
      const marked = await db.execute(
        `UPDATE sessions SET rotated_at = ?, expires_at = ?
         WHERE id = ? AND rotated_at IS NULL`,
        [stamp, graceUntil, oldId],
      );
      if (marked.rowsAffected !== 1) return false;
      await db.execute(INSERT, insertValues(next, stamp));
      return true;
    },

    async delete(id) {
      await db.execute('DELETE FROM sessions WHERE id = ?', [id]);
    },

    async deleteFamily(familyId) {
      await db.execute('DELETE FROM sessions WHERE family_id = ?', [familyId]);
    },

    async deleteForAccount(accountId, keepFamilyId) {
      if (keepFamilyId === undefined)
        await db.execute('DELETE FROM sessions WHERE account_id = ?', [accountId]);
      else
        await db.execute('DELETE FROM sessions WHERE account_id = ? AND family_id <> ?', [
          accountId,
          keepFamilyId,
        ]);
    },

    async listLive(accountId, at) {
      const rows = await db.query<SessionRow>(
        `${SELECT} WHERE s.account_id = ? AND s.rotated_at IS NULL AND s.expires_at > ?
         ORDER BY s.signed_in_at DESC, s.id`,
        [accountId, at],
      );
      return rows.map(toRecord);
    },

    async deleteAccountFamily(accountId, familyId) {
      const result = await db.execute('DELETE FROM sessions WHERE account_id = ? AND family_id = ?', [
        accountId,
        familyId,
      ]);
      return result.rowsAffected > 0;
    },

    async deleteExpired(at) {
      await db.execute('DELETE FROM sessions WHERE expires_at < ?', [at]);
    },
  };
}
