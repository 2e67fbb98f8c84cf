import type { Migration } from '../migration';

/**
 * Which account an OpenID Connect user is (`AUTH_MODE=oidc`): the provider's issuer and the user's subject
 * (`sub`, stable where an email may change) name one account. Such an account has no password.
 */
export const oidcIdentitiesMigration: Migration = {
  id: 15,
  name: 'oidc-identities',
  async up(db) {
    await db.execute(
      `CREATE TABLE oidc_identities (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        account_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (issuer, subject)
      )`,
    );
    await db.execute('CREATE INDEX oidc_identities_account ON oidc_identities (account_id)');
  },
};
