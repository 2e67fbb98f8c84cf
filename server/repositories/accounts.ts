import type { Account, AccountRole, ProfileLanguage } from '@/contract/auth';
import type { Queryable } from '../storage/db';

/** An account as stored, with its password hash (never sent to a caller). */
export interface AccountRecord extends Account {
  passwordHash: string;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  passwordHash: string;
}

export interface AccountChanges {
  name?: string;
  role?: AccountRole;
  disabled?: boolean;
  passwordHash?: string;
  /** null forgets the choice. */
  language?: ProfileLanguage | null;
}

/** One page of the admin list: `search` matches part of the name or the email, any case. */
export interface AccountPageFilter {
  role?: AccountRole;
  search?: string;
  limit: number;
  offset: number;
}

export interface AccountRepository {
  count(): Promise<number>;
  /** Adds the account; false when another has its email. */
  create(account: NewAccount): Promise<boolean>;
  /** Adds the account only while there is none at all (the first administrator); false otherwise. */
  createFirst(account: NewAccount): Promise<boolean>;
  findById(id: string): Promise<AccountRecord | null>;
  /** `email` lower-cased, as stored. */
  findByEmail(email: string): Promise<AccountRecord | null>;
  list(filter?: { role?: AccountRole }): Promise<AccountRecord[]>;
  page(filter: AccountPageFilter): Promise<{ items: AccountRecord[]; total: number }>;
  /** Applies the changes; false when there is no such account. */
  update(id: string, changes: AccountChanges): Promise<boolean>;
  /** Active (not disabled) administrators. */
  countActiveAdmins(): Promise<number>;
}

interface AccountRow {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  password_hash: string;
  disabled: number;
  language: ProfileLanguage | null;
  avatar_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

const SELECT = `SELECT id, email, name, role, password_hash, disabled, language, avatar_updated_at, created_at,
  updated_at FROM accounts`;

/** Where an account's avatar is served; the version makes a new image a new address (no stale cache). */
export const avatarUrlOf = (id: string, updatedAt: string) =>
  `/api/v1/auth/avatars/${encodeURIComponent(id)}?v=${encodeURIComponent(updatedAt)}`;

function toRecord(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: Number(row.disabled) !== 0,
    language: row.language === 'en' || row.language === 'zh' ? row.language : null,
    avatar_url: row.avatar_updated_at === null ? null : avatarUrlOf(row.id, row.avatar_updated_at),
    created_at: row.created_at,
    updated_at: row.updated_at,
    passwordHash: row.password_hash,
  };
}

/** The account without its hash, as answered to callers. */
export function publicAccount(record: AccountRecord): Account {
  const { passwordHash: _hash, ...account } = record;
  return account;
}

const INSERT_COLUMNS = '(id, email, name, role, password_hash, disabled, created_at, updated_at)';

const insertValues = (account: NewAccount, stamp: string) => [
  account.id,
  account.email,
  account.name,
  account.role,
  account.passwordHash,
  0,
  stamp,
  stamp,
];

export function createAccountRepository(db: Queryable): AccountRepository {
  const now = () => new Date().toISOString();
  const one = async (where: string, value: string) =>
    (await db.query<AccountRow>(`${SELECT} WHERE ${where}`, [value])).map(toRecord)[0] ?? null;
  return {
    async count() {
      const [row] = await db.query<{ total: number }>('SELECT COUNT(*) AS total FROM accounts');
      return Number(row?.total ?? 0);
    },

    async create(account) {
      const result = await db.execute(
        `INSERT INTO accounts ${INSERT_COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
        insertValues(account, now()),
      );
      return result.rowsAffected === 1;
    },

    async createFirst(account) {
      // One statement, so two setup requests at once cannot both create an administrator.
      const result = await db.execute(
        `INSERT INTO accounts ${INSERT_COLUMNS} SELECT ?, ?, ?, ?, ?, ?, ?, ?
         WHERE NOT EXISTS (SELECT 1 FROM accounts)`,
        insertValues(account, now()),
      );
      return result.rowsAffected === 1;
    },

    findById: (id) => one('id = ?', id),
    findByEmail: (email) => one('email = ?', email),

    async list(filter = {}) {
      const rows =
        filter.role === undefined
          ? await db.query<AccountRow>(`${SELECT} ORDER BY created_at, email`)
          : await db.query<AccountRow>(`${SELECT} WHERE role = ? ORDER BY created_at, email`, [filter.role]);
      return rows.map(toRecord);
    },

    async page({ role, search, limit, offset }) {
      const conditions: string[] = [];
      const values: (string | number)[] = [];
      if (role !== undefined) {
        conditions.push('role = ?');
        values.push(role);
      }
      if (search) {
        // instr, not LIKE: a % or _ typed in the search box is a character, not a wildcard.
        conditions.push('(instr(lower(name), ?) > 0 OR instr(email, ?) > 0)');
        values.push(search.toLowerCase(), search.toLowerCase());
      }
      const where = conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
      const [count] = await db.query<{ total: number }>(
        `SELECT COUNT(*) AS total FROM accounts${where}`,
        values,
      );
      const rows = await db.query<AccountRow>(
        `${SELECT}${where} ORDER BY created_at, email LIMIT ? OFFSET ?`,
        [...values, limit, offset],
      );
      return { items: rows.map(toRecord), total: Number(count?.total ?? 0) };
    },

    async update(id, changes) {
      const sets: string[] = [];
      const values: (string | number | null)[] = [];
      const set = (column: string, value: string | number | undefined) => {
        if (value === undefined) return;
        sets.push(`${column} = ?`);
        values.push(value);
      };
      set('name', changes.name);
      set('role', changes.role);
      set('disabled', changes.disabled === undefined ? undefined : Number(changes.disabled));
      set('password_hash', changes.passwordHash);
      if (changes.language !== undefined) {
        sets.push('language = ?');
        values.push(changes.language ?? null);
      }
      set('updated_at', now());
      const result = await db.execute(`UPDATE accounts SET ${sets.join(', ')} WHERE id = ?`, [...values, id]);
      return result.rowsAffected === 1;
    },

    async countActiveAdmins() {
      const [row] = await db.query<{ total: number }>(
        "SELECT COUNT(*) AS total FROM accounts WHERE role = 'admin' AND disabled = 0",
      );
      return Number(row?.total ?? 0);
    },
  };
}
