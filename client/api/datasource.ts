import { isAxiosError } from 'axios';
import { DELETE, GET, POST, PUT, type ApiResponse } from '@/client/http';
import { LONG_OPERATION_TIMEOUT_MS } from '@/client/timeouts';
import type {
  Datasource,
  DatasourceListQuery,
  DatasourceRequest,
  DatasourceSchemaProfile,
  DatasourceTypesResponse,
} from '@/contract/datasource';
import type { ConnectionCheck } from '@/contract/datasource-check';
import type { EditorDataNode, EditorTablesQuery } from '@/contract/datasource-editor';

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

/** DB-GPT's SQL editor tree of a database (tables with their columns), read live; found by `db_name`. */
export const getEditorTables = (dbName: string) =>
  GET<EditorTablesQuery, EditorDataNode>(
    '/api/v1/editor/db/tables',
    { db_name: dbName, page_index: 1, page_size: 1000 },
    LONG,
  );

/**
 * Ours: the test connection with warnings about a database user that reaches the server's files. A server
 * without the route (DB-GPT) answers 404; then the plain test runs and there are no warnings to show.
 */
export async function checkDatasourceConnection(body: DatasourceRequest): ApiResponse<ConnectionCheck> {
  try {
    return await POST<DatasourceRequest, ConnectionCheck>(`${DATASOURCES}/connection-check`, body, LONG);
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 404) throw error;
    const plain = await testDatasourceConnection(body);
    const data: ConnectionCheck | null = plain.data.data === true ? { connected: true, warnings: [] } : null;
    return { ...plain, data: { ...plain.data, data } };
  }
}

/** Ours: an SQLite or DuckDB file becomes a datasource kept by the server; `fields` as the create body's. */
export function uploadDatasourceFile(file: File, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return POST<FormData, Datasource>(`${DATASOURCES}/upload`, form, LONG);
}
