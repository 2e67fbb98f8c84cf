import { randomUUID } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { AccountRecord, AccountRepository } from '../repositories/accounts';
import type { ApiKeyService } from './api-key-service';
import { actAs } from './act-as';
import type { SignedInAccount } from './signed-in-account';
import { authenticateBearer, bearerKeyOf } from './bearer-auth';
import type { ProxyConfig } from './proxy-config';
import { isTrustedProxy } from './trusted-proxies';

export const gatewaySignInRequired = () =>
  new ApiError(401, AUTH_ERROR_CODES.gatewaySignInRequired, localized('auth.gatewaySignInRequired'));

const MAX_NAME_LENGTH = 100;

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

/** Who the trusted gateway says the request's user is (`AUTH_MODE=proxy`). */
export interface ProxyIdentity {
  /**
   * The account of the gateway's user, created on first sight: 401 when the request did not come from a
   * trusted proxy or carries no user, 403 when the account is disabled. Sets `request.account`/`userId`.
   */
  authenticate(request: FastifyRequest): Promise<SignedInAccount>;
  /** Whether `PROXY_ADMIN_EMAILS` names the email: such an account is always an administrator. */
  isConfiguredAdmin(email: string): boolean;
}

export function createProxyIdentity(config: ProxyConfig, accounts: AccountRepository): ProxyIdentity {
  const roleOf = (email: string) => (config.adminEmails.has(email) ? 'admin' : 'user');

  /**
   * Found by email or created; `PROXY_ADMIN_EMAILS` makes an account an administrator, any other keeps the
   * role an administrator gave it on the users screen (a user at first); the name follows the gateway's header.
   */
  async function accountFor(email: string, name: string | undefined): Promise<AccountRecord | null> {
    const known = await accounts.findByEmail(email);
    if (known === null) {
      // No password: this account signs in only through the gateway. A create lost to a concurrent first
      // request of the same user finds that request's account below.
      await accounts.create({
        id: randomUUID(),
        email,
        name: name ?? (email.split('@')[0] || email),
        role: roleOf(email),
        passwordHash: '',
      });
      return accounts.findByEmail(email);
    }
    const role = config.adminEmails.has(email) ? 'admin' : known.role;
    const renamed = name !== undefined && name !== known.name;
    if (role === known.role && !renamed) return known;
    await accounts.update(known.id, { role, ...(renamed ? { name } : {}) });
    return { ...known, role, name: renamed ? name : known.name };
  }

  return {
    isConfiguredAdmin: (email) => config.adminEmails.has(email),

    async authenticate(request) {
      if (!isTrustedProxy(request.socket.remoteAddress, config.trustedProxies)) throw gatewaySignInRequired();
      const email = headerText(request, config.userHeader)?.toLowerCase();
      if (email === undefined || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
        throw gatewaySignInRequired();
      const name = headerText(request, config.nameHeader)?.slice(0, MAX_NAME_LENGTH);
      const account = await accountFor(email, name);
      if (account === null) throw gatewaySignInRequired();
      if (account.disabled)
        throw new ApiError(403, AUTH_ERROR_CODES.accountDisabled, localized('auth.accountDisabled'));
      return actAs(request, { id: account.id, email, name: account.name, role: account.role, familyId: '' });
    },
  };
}

/** The guard of the API routes with `AUTH_MODE=proxy`: an API key when the request has one, else the gateway. */
export function proxyGuard(identity: ProxyIdentity, apiKeys: ApiKeyService): onRequestAsyncHookHandler {
  return async (request) => {
    const key = bearerKeyOf(request);
    if (key !== undefined) await authenticateBearer(apiKeys, request, key);
    else await identity.authenticate(request);
  };
}
