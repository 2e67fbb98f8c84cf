import { DELETE, GET, POST, PUT } from '@/client/http';
import { LONG_OPERATION_TIMEOUT_MS } from '@/client/timeouts';
import type {
  Datasource,
  DatasourceListQuery,
  DatasourceRequest,
  DatasourceSchemaProfile,
  DatasourceTypesResponse,
} from '@/contract/datasource';

/** Datasources through the v2 serve API (spec section 7, contract section 8). */

const DATASOURCES = '/api/v2/serve/datasources';
const one = (id: number | string) => `${DATASOURCES}/${encodeURIComponent(String(id))}`;
/** Spec section 9: adding a database and testing a connection get 60 s (the list shares the create URL). */
const LONG = { timeout: LONG_OPERATION_TIMEOUT_MS };

/** A plain array, no paging. */
export const getDatasources = (query: DatasourceListQuery = {}) =>
  GET<DatasourceListQuery, Datasource[]>(DATASOURCES, query);

/** One datasource, or `data: null` for an unknown id. */
export const getDatasource = (id: number | string) => GET<undefined, Datasource | null>(one(id));

export const getDatasourceTypes = () =>
  GET<undefined, DatasourceTypesResponse>('/api/v2/serve/datasource-types');

export const createDatasource = (body: DatasourceRequest) =>
  POST<DatasourceRequest, Datasource>(DATASOURCES, body, LONG);

/** DB-GPT finds the row by the database name in `params`, not by `id`; our server uses the `id`. */
export const updateDatasource = (body: DatasourceRequest) =>
  PUT<DatasourceRequest, Datasource>(DATASOURCES, body, LONG);

export const deleteDatasource = (id: number | string) => DELETE<undefined, null>(one(id));

/**
 * `data: true` on success; a failed connection is an error response, never `data: false`. With an `id` and
 * no password, our server tests with the stored password.
 */
export const testDatasourceConnection = (body: DatasourceRequest) =>
  POST<DatasourceRequest, boolean>(`${DATASOURCES}/test-connection`, body, LONG);

/** Re-reads the schema (our server: into the stored profile; DB-GPT: its embedding, in the background). */
export const refreshDatasource = (id: number | string) => POST<undefined, boolean>(`${one(id)}/refresh`);

/** The stored schema profile (our server only). */
export const getDatasourceSchema = (id: number | string) =>
  GET<undefined, DatasourceSchemaProfile | null>(`${one(id)}/schema`);
