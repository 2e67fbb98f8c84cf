import { DELETE, GET, POST, PUT } from '@/client/http';
import type {
  Datasource,
  DatasourceListQuery,
  DatasourceRequest,
  DatasourceTypesResponse,
} from '@/contract/datasource';

/** Datasources through the v2 serve API (spec section 7, contract section 8). */

const DATASOURCES = '/api/v2/serve/datasources';

/** A plain array, no paging. */
export const getDatasources = (query: DatasourceListQuery = {}) =>
  GET<DatasourceListQuery, Datasource[]>(DATASOURCES, query);

export const getDatasourceTypes = () =>
  GET<undefined, DatasourceTypesResponse>('/api/v2/serve/datasource-types');

export const createDatasource = (body: DatasourceRequest) =>
  POST<DatasourceRequest, Datasource>(DATASOURCES, body);

/** DB-GPT finds the row by the database name in `params`, not by `id`. */
export const updateDatasource = (body: DatasourceRequest) =>
  PUT<DatasourceRequest, Datasource>(DATASOURCES, body);

export const deleteDatasource = (id: number | string) =>
  DELETE<undefined, null>(`${DATASOURCES}/${encodeURIComponent(String(id))}`);

/** `data: true` on success; a failed connection is an error response, never `data: false`. */
export const testDatasourceConnection = (body: DatasourceRequest) =>
  POST<DatasourceRequest, boolean>(`${DATASOURCES}/test-connection`, body);

/** Rebuilds the schema embedding in the background. */
export const refreshDatasource = (id: number | string) =>
  POST<undefined, boolean>(`${DATASOURCES}/${encodeURIComponent(String(id))}/refresh`);
