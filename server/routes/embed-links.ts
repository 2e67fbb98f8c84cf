import type { FastifyPluginAsync } from 'fastify';
import {
  EMBED_ERROR_CODES,
  embedLinkCreateRequestSchema,
  embedLinkListQuerySchema,
  embedLinkRevokeRequestSchema,
} from '@/contract/embed';
import { resolveAppCaller } from '../apps/app-access';
import type { EmbedService } from '../embed/embed-service';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/**
 * Embed links: listed, created and revoked by those who manage the app (its owner, its admins, global
 * admins); `GET /api/v1/embed/session` tells an embedded page which app its token opens.
 */
export function embedLinkRoutes(embed: EmbedService): FastifyPluginAsync<RouteContext> {
  return async (app, { repositories }) => {
    const caller = (request: Parameters<typeof resolveAppCaller>[0]) =>
      resolveAppCaller(request, repositories.users);

    app.get('/api/v1/app/embed/list', allow.owner('app'), async (request) => {
      const { app_code } = validate(embedLinkListQuerySchema, request.query ?? {});
      return ok(await embed.list(await caller(request), app_code));
    });

    app.post('/api/v1/app/embed/create', allow.owner('app'), async (request) => {
      const body = validate(embedLinkCreateRequestSchema, request.body ?? {});
      return ok(await embed.create(await caller(request), body.app_code, body.expires_in_days ?? null));
    });

    app.post('/api/v1/app/embed/revoke', allow.owner('app'), async (request) => {
      const body = validate(embedLinkRevokeRequestSchema, request.body ?? {});
      await embed.revoke(await caller(request), body.app_code, body.id);
      return ok(null);
    });

    app.get('/api/v1/embed/session', allow.public, async (request) => {
      if (request.embed === null)
        throw new ApiError(401, EMBED_ERROR_CODES.invalidLink, localized('embed.invalidLink'));
      return ok({ app_code: request.embed.appCode, expires_at: request.embed.expiresAt });
    });
  };
}
