import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { ApiKeyService } from './api-key-service';
import { actAs } from './act-as';
import type { SignedInAccount } from './signed-in-account';

/** The key of `Authorization: Bearer <key>`, or undefined when the request carries none. */
export function bearerKeyOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const invalidApiKey = () =>
  new ApiError(401, AUTH_ERROR_CODES.invalidApiKey, localized('auth.invalidApiKey'));

/**
 * `AUTH_MODE=local`: the request acts as the key's account (the `user-id` header is ignored). A key that is
 * unknown, revoked or whose account is disabled is refused at once, whatever cookie came with it.
 */
export async function authenticateBearer(
  apiKeys: ApiKeyService,
  request: FastifyRequest,
  key: string,
): Promise<SignedInAccount> {
  const owner = await apiKeys.resolve(key);
  if (owner === null) throw invalidApiKey();
  const { email, name, role } = owner.account;
  // No sign-in family: a key is no session (changing a password keeps keys, revoking is explicit).
  return actAs(request, { id: owner.key.account_id, email, name, role, familyId: '' });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing of how much of a configured key matched. */
function isConfiguredKey(key: string, keys: readonly Buffer[]): boolean {
  const candidate = digest(key);
  return keys.reduce((found, known) => timingSafeEqual(candidate, known) || found, false);
}

/**
 * Without sign-in, DB-GPT's `api_keys`: when configured, `/api/v2/*` needs one of them as Bearer (401
 * otherwise, contract 0.2/0.4, `err_code` "401"); everything else stays open, as in DB-GPT.
 */
export function configuredKeyCheck(configured: readonly string[]): onRequestAsyncHookHandler {
  const keys = configured.map(digest);
  return async (request) => {
    if (keys.length === 0 || !request.url.startsWith('/api/v2/')) return;
    const key = bearerKeyOf(request);
    if (key === undefined || !isConfiguredKey(key, keys))
      throw new ApiError(401, '401', localized('auth.invalidApiKey'));
  };
}
