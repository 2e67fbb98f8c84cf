import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import {
  EMBED_ERROR_CODES,
  EMBED_TOKEN_HEADER,
  EMBED_VISITOR_HEADER,
  EMBED_VISITOR_PATTERN,
} from '@/contract/embed';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { EmbedGrant, EmbedService } from './embed-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The embed link an embedded page's request acts through; null for everyone else. */
    embed: EmbedGrant | null;
  }
}

/** Where the route's app code is, when it has one that must be the link's app. */
type AppCodePlace = 'query' | 'body' | null;

// The whole of what an embedded visitor may do: the link's app and their own conversations with it.
// Conversation routes need no app check: a visitor's id is theirs alone, so are the conversations it owns.
const ALLOWED_ROUTES: ReadonlyMap<string, AppCodePlace> = new Map([
  ['GET /api/v1/embed/session', null],
  // The model picker, for an app that lets its visitors choose the model.
  ['GET /api/v1/model/types', null],
  ['GET /api/v1/app/info', 'query'],
  ['GET /api/v1/question/list', 'query'],
  ['POST /api/v1/chat/completions', 'body'],
  ['POST /api/v1/chat/topic/terminate', null],
  ['POST /api/v1/chat/dialogue/new', 'query'],
  ['GET /api/v1/chat/dialogue/list', null],
  ['GET /api/v1/chat/dialogue/messages/history', null],
  ['POST /api/v1/chat/dialogue/clear', null],
  ['POST /api/v1/chat/dialogue/delete', null],
]);

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

const notAllowed = () => new ApiError(403, EMBED_ERROR_CODES.notAllowed, localized('embed.notAllowed'));

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

function appCodeIn(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = Reflect.get(source, 'app_code');
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The API's guard with embed links: a request carrying `x-embed-token` acts as the synthetic user
 * `embed:<link>:<visitor>` on the routes of `ALLOWED_ROUTES` only (403 elsewhere), whatever `AUTH_MODE`
 * is; any other request goes through `signedInGuard`, the mode's own.
 */
export function embedAwareGuard(
  embed: EmbedService,
  signedInGuard: onRequestAsyncHookHandler,
): onRequestAsyncHookHandler {
  return async function guard(request, reply) {
    const token = headerText(request, EMBED_TOKEN_HEADER);
    if (token === undefined) return signedInGuard.call(this, request, reply);
    const grant = await embed.resolve(token);
    const visitor = headerText(request, EMBED_VISITOR_HEADER);
    if (visitor === undefined || !EMBED_VISITOR_PATTERN.test(visitor))
      throw new ApiError(400, EMBED_ERROR_CODES.badVisitor, localized('embed.badVisitor'));
    if (!ALLOWED_ROUTES.has(routeKey(request))) throw notAllowed();
    request.embed = grant;
    request.account = null;
    request.userId = `embed:${grant.linkId}:${visitor}`;
  };
}

/** Runs once the body is read: a route that names an app must name the link's, or omit it where optional. */
export const embedAppCheck: preHandlerAsyncHookHandler = async (request) => {
  if (request.embed === null) return;
  const place = ALLOWED_ROUTES.get(routeKey(request));
  if (place === undefined) throw notAllowed();
  if (place === null) return;
  const appCode = appCodeIn(place === 'query' ? request.query : request.body);
  if (appCode !== request.embed.appCode) throw notAllowed();
};
