import type { Account, AccountRole } from '@/contract/auth';
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
  created_at: string;
  updated_at: string;
}

const SELECT = 'SELECT id, email, name, role, password_hash, disabled, created_at, updated_at FROM accounts';

function toRecord(row: AccountRow): AccountRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: Number(row.disabled) !== 0,
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

    async update(id, changes) {
      const sets: string[] = [];
      const values: (string | number)[] = [];
      const set = (column: string, value: string | number | undefined) => {
        if (value === undefined) return;
        sets.push(`${column} = ?`);
        values.push(value);
      };
      set('name', changes.name);
      set('role', changes.role);
      set('disabled', changes.disabled === undefined ? undefined : Number(changes.disabled));
      set('password_hash', changes.passwordHash);
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
