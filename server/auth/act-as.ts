import type { FastifyRequest } from 'fastify';
import type { SignedInAccount } from './signed-in-account';

/** The request acts as `account` from here on: its id is the caller for every route (`user-id` is ignored). */
export function actAs(request: FastifyRequest, account: SignedInAccount): SignedInAccount {
  request.account = account;
  request.userId = account.id;
  return account;
}
