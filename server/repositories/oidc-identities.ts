import type { Queryable } from '../storage/db';

/** Which account an OpenID Connect user (issuer and subject) is (`AUTH_MODE=oidc`). */
export interface OidcIdentityRepository {
  findAccountId(issuer: string, subject: string): Promise<string | null>;
  /** Ties the user to the account; false when the user already has one. */
  link(issuer: string, subject: string, accountId: string): Promise<boolean>;
  /** Whether any provider's user is tied to the account (such an account has no password). */
  isLinked(accountId: string): Promise<boolean>;
}

export function createOidcIdentityRepository(db: Queryable): OidcIdentityRepository {
  return {
    async findAccountId(issuer, subject) {
      const [row] = await db.query<{ account_id: string }>(
        'SELECT account_id FROM oidc_identities WHERE issuer = ? AND subject = ?',
        [issuer, subject],
      );
      return row?.account_id ?? null;
    },

    async link(issuer, subject, accountId) {
      const result = await db.execute(
        `INSERT INTO oidc_identities (issuer, subject, account_id, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (issuer, subject) DO NOTHING`,
        [issuer, subject, accountId, new Date().toISOString()],
      );
      return result.rowsAffected === 1;
    },

    async isLinked(accountId) {
      const rows = await db.query('SELECT 1 AS linked FROM oidc_identities WHERE account_id = ? LIMIT 1', [
        accountId,
      ]);
      return rows.length > 0;
    },
  };
}
