import type { FastifyRequest } from 'fastify';
import { negotiateLanguage } from './accept-language';
import type { ServerLanguage } from './language';

/** The language to answer `request` in, from its `Accept-Language` header. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ServerLanguage {
  return negotiateLanguage(request.headers['accept-language']);
}
