import type { FastifyPluginAsync } from 'fastify';
import type { ConnectionCheck } from '@/contract/datasource-check';
import { parseDatasourceRequest } from '../datasources/datasource-requests';
import { ok } from '../http/envelope';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from './context';

/**
 * Ours: the test connection with its warnings (contract/datasource-check.ts). DB-GPT's test-connection route
 * answers `data: true` only, so its clients read it unchanged; our client calls this one.
 */
export const datasourceCheckRoutes: FastifyPluginAsync<RouteContext> = async (app, { datasources }) => {
  app.post('/api/v2/serve/datasources/connection-check', async (request) => {
    const warnings = await datasources.testConnection(parseDatasourceRequest(request.body ?? {}));
    const language = requestLanguage(request);
    const answer: ConnectionCheck = { connected: true, warnings: warnings.map((text) => text.in(language)) };
    return ok(answer);
  });
};
