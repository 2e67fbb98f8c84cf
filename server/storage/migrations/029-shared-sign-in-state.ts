import type { Migration } from '../migration';

/**
 * Sign-in state that several server instances on one database must share: failed sign-in counts per key
 * in fixed windows, and OIDC sign-ins sent to the provider and not back yet. Times are epoch milliseconds
 * (BIGINT: PostgreSQL's INTEGER is 32 bits).
 */
export const sharedSignInStateMigration: Migration = {
  id: 29,
  name: 'shared-sign-in-state',
  async up(db) {
    await db.execute(
      `CREATE TABLE sign_in_failures (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        resets_at BIGINT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX sign_in_failures_resets ON sign_in_failures (resets_at)');
    await db.execute(
      `CREATE TABLE oidc_pending_logins (
        id TEXT PRIMARY KEY,
        login TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX oidc_pending_logins_expires ON oidc_pending_logins (expires_at)');
  },
};
