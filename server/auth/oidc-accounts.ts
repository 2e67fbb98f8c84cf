import { randomUUID } from 'node:crypto';
import type { AccountRole } from '@/contract/auth';
import type { OidcSignInError } from '@/contract/constants/oidc';
import type { AccountChanges, AccountRecord, AccountRepository } from '../repositories/accounts';
import type { OidcIdentityRepository } from '../repositories/oidc-identities';
import type { OidcClaims } from './oidc-client';
import type { OidcConfig } from './oidc-config';

/** A sign-in the provider accepted and this server does not: the reason is shown on the sign-in page. */
export class OidcSignInRefused extends Error {
  constructor(readonly reason: OidcSignInError) {
    super(`OpenID Connect sign-in refused (${reason})`);
  }
}

const MAX_NAME_LENGTH = 100;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function emailOf(claims: OidcClaims): string | null {
  const email = text(claims.email)?.toLowerCase();
  return email !== undefined && /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

function nameOf(claims: OidcClaims, email: string): string {
  const name = text(claims.name) ?? text(claims.preferred_username) ?? (email.split('@')[0] || email);
  return name.slice(0, MAX_NAME_LENGTH);
}

/** The role the admin claim gives (`OIDC_ADMIN_CLAIM`), or null when no claim is configured. */
export function roleFromClaims(admin: OidcConfig['admin'], claims: OidcClaims): AccountRole | null {
  if (admin === null) return null;
  const value = claims[admin.claim];
  const values = Array.isArray(value) ? value : [value];
  return values.some((item) => typeof item === 'string' && admin.values.has(item)) ? 'admin' : 'user';
}

/**
 * The account of a provider's user, keyed by issuer and subject: created at the first sign-in, its name,
 * email and (with an admin claim) role brought up to date at every one. An account of the same email that
 * no provider user has yet is taken over only when the provider says it verified the email.
 */
export function createOidcAccounts(
  config: OidcConfig,
  accounts: AccountRepository,
  identities: OidcIdentityRepository,
) {
  async function synced(account: AccountRecord, claims: OidcClaims, email: string | null) {
    if (account.disabled) throw new OidcSignInRefused('account_disabled');
    const changes: AccountChanges = {};
    const role = roleFromClaims(config.admin, claims);
    if (role !== null && role !== account.role) changes.role = role;
    const name = nameOf(claims, email ?? account.email);
    if (name !== account.name) changes.name = name;
    if (Object.keys(changes).length > 0) await accounts.update(account.id, changes);
    return { ...account, ...changes };
  }

  async function created(claims: OidcClaims, email: string): Promise<AccountRecord> {
    const role = roleFromClaims(config.admin, claims) ?? 'user';
    const record = { id: randomUUID(), email, name: nameOf(claims, email), passwordHash: '' };
    // Without an admin claim, the first account of the server is its administrator (as the setup page makes).
    const made =
      (config.admin === null && (await accounts.createFirst({ ...record, role: 'admin' }))) ||
      (await accounts.create({ ...record, role }));
    if (!made) throw new OidcSignInRefused('email_taken');
    if (!(await identities.link(claims.iss, claims.sub, record.id))) throw new OidcSignInRefused('failed');
    const account = await accounts.findById(record.id);
    if (account === null) throw new OidcSignInRefused('failed');
    return account;
  }

  return {
    async accountFor(claims: OidcClaims): Promise<AccountRecord> {
      const email = emailOf(claims);
      const linkedId = await identities.findAccountId(claims.iss, claims.sub);
      const linked = linkedId === null ? null : await accounts.findById(linkedId);
      if (linked !== null) return synced(linked, claims, email);
      if (email === null) throw new OidcSignInRefused('no_email');
      const sameEmail = await accounts.findByEmail(email);
      if (sameEmail === null) return created(claims, email);
      if (claims.email_verified !== true || (await identities.isLinked(sameEmail.id)))
        throw new OidcSignInRefused('email_taken');
      if (sameEmail.disabled) throw new OidcSignInRefused('account_disabled');
      if (!(await identities.link(claims.iss, claims.sub, sameEmail.id)))
        throw new OidcSignInRefused('failed');
      return synced(sameEmail, claims, email);
    },
  };
}
