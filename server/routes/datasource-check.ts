import type { FastifyPluginAsync } from 'fastify';
import type { ConnectionCheck } from '@/contract/datasource-check';
import { resolveDatasourceCaller } from '../datasources/datasource-access';
import { parseDatasourceRequest } from '../datasources/datasource-requests';
import { allow } from '../http/route-access';
import { ok } from '../http/envelope';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';

/**
 * Ours: the test connection with its warnings (contract/datasource-check.ts). DB-GPT's test-connection route
 * answers `data: true` only, so its clients read it unchanged; our client calls this one.
 */
export const datasourceCheckRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { datasources, repositories } = context;
  // As test-connection: any signed-in caller; the service refuses another's stored password (by `id`).
  app.post('/api/v2/serve/datasources/connection-check', allow.signedIn, async (request) => {
    const caller = await resolveDatasourceCaller(request, repositories);
    const warnings = await datasources.testConnection(caller, parseDatasourceRequest(request.body ?? {}));
    const language = requestLanguage(request);
    const answer: ConnectionCheck = { connected: true, warnings: warnings.map((text) => text.in(language)) };
    return ok(answer);
  });
};
