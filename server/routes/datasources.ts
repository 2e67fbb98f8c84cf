import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DatasourceTypeWithConnector } from '@/contract/datasource';
import { DATASOURCE_TYPES } from '../datasources/catalogue';
import { resolveDatasourceCaller } from '../datasources/datasource-access';
import { parseDatasourceId, parseDatasourceRequest } from '../datasources/datasource-requests';
import { describeParameters } from '../datasources/type-parameters';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { fromCatalogue } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

const PREFIX = '/api/v2/serve';
export const listQuerySchema = z.object({ db_type: z.string().max(100).optional() });

/**
 * Datasources (contract section 8): every type of the catalogue, CRUD, test-connection, refresh, and the
 * stored schema profile (ours). Passwords go in, never out (see `toWireDatasource`).
 */
export const datasourceRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { datasources } = context;
  const callerOf = (request: FastifyRequest) => resolveDatasourceCaller(request, context.repositories);

  app.get(`${PREFIX}/datasource-types`, allow.signedIn, async (request) => {
    const language = requestLanguage(request);
    const types: DatasourceTypeWithConnector[] = DATASOURCE_TYPES.map((entry) => ({
      name: entry.name,
      label: entry.label,
      description: fromCatalogue(entry.description, {}).in(language),
      parameters: describeParameters(entry, language),
      connector_available: entry.connector !== null,
    }));
    return ok({ types });
  });

  app.get(`${PREFIX}/datasources`, allow.signedIn, async (request) => {
    const { db_type } = validate(listQuerySchema, request.query);
    return ok(await datasources.list(await callerOf(request), db_type || undefined));
  });

  app.get(`${PREFIX}/datasources/:id`, allow.owner('datasource'), async (request) =>
    ok(await datasources.get(await callerOf(request), parseDatasourceId(request.params))),
  );

  app.post(`${PREFIX}/datasources`, allow.signedIn, async (request) =>
    ok(await datasources.create(await callerOf(request), parseDatasourceRequest(request.body ?? {}))),
  );

  app.put(`${PREFIX}/datasources`, allow.owner('datasource'), async (request) =>
    ok(await datasources.update(await callerOf(request), parseDatasourceRequest(request.body ?? {}))),
  );

  app.delete(`${PREFIX}/datasources/:id`, allow.owner('datasource'), async (request) => {
    await datasources.remove(await callerOf(request), parseDatasourceId(request.params));
    return ok(null);
  });

  app.post(`${PREFIX}/datasources/test-connection`, allow.signedIn, async (request) => {
    await datasources.testConnection(await callerOf(request), parseDatasourceRequest(request.body ?? {}));
    return ok(true);
  });

  app.post(`${PREFIX}/datasources/:id/refresh`, allow.owner('datasource'), async (request) => {
    await datasources.refresh(await callerOf(request), parseDatasourceId(request.params));
    return ok(true);
  });

  app.get(`${PREFIX}/datasources/:id/schema`, allow.owner('datasource'), async (request) =>
    ok(await datasources.schema(await callerOf(request), parseDatasourceId(request.params))),
  );
};
