import { beforeEach, describe, expect, it } from 'vitest';
import {
  createDatasource,
  deleteDatasource,
  getDatasource,
  getDatasourceSchema,
  getDatasources,
  getDatasourceTypes,
  refreshDatasource,
  testDatasourceConnection,
  updateDatasource,
} from '@/client/api/datasource';
import { DEFAULT_TIMEOUT_MS, LONG_OPERATION_TIMEOUT_MS } from '@/client/timeouts';
import { TEST_USER_ID, captureRequest, signInTestUser } from './capture';

const mysql = {
  type: 'mysql',
  params: { host: 'db', port: 3306, user: 'root', database: 'sales', password: 'pw' },
  description: 'Sales',
};

beforeEach(signInTestUser);

describe('datasource API calls', () => {
  it('lists datasources with the type filter in the query string', async () => {
    const calls = captureRequest('get', '/api/v2/serve/datasources', []);
    await getDatasources({ db_type: 'mysql' });
    expect(calls[0].query).toEqual({ db_type: 'mysql' });
    expect(calls[0].userId).toBe(TEST_USER_ID);
  });

  it('creates with POST and updates with PUT, both sending the typed body', async () => {
    const creates = captureRequest('post', '/api/v2/serve/datasources', null);
    await createDatasource(mysql);
    expect(creates[0].body).toEqual(mysql);
    const updates = captureRequest('put', '/api/v2/serve/datasources', null);
    await updateDatasource({ ...mysql, id: 3 });
    expect(updates[0].method).toBe('PUT');
    expect(updates[0].body).toEqual({ ...mysql, id: 3 });
  });

  it('deletes by id in the path with no query string', async () => {
    const calls = captureRequest('delete', '/api/v2/serve/datasources/:id', null);
    await deleteDatasource(3);
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].pathname).toBe('/api/v2/serve/datasources/3');
    expect(calls[0].query).toEqual({});
  });

  it('tests a connection and refreshes by id', async () => {
    const tests = captureRequest('post', '/api/v2/serve/datasources/test-connection', true);
    const response = await testDatasourceConnection({ type: 'sqlite', params: { path: '/data/sales.db' } });
    expect(tests[0].body).toEqual({ type: 'sqlite', params: { path: '/data/sales.db' } });
    expect(response.data.data).toBe(true);
    const refreshes = captureRequest('post', '/api/v2/serve/datasources/:id/refresh', true);
    await refreshDatasource(3);
    expect(refreshes[0].pathname).toBe('/api/v2/serve/datasources/3/refresh');
  });

  it('reads the datasource types', async () => {
    const calls = captureRequest('get', '/api/v2/serve/datasource-types', { types: [] });
    const response = await getDatasourceTypes();
    expect(calls[0].userId).toBe(TEST_USER_ID);
    expect(response.data.data).toEqual({ types: [] });
  });

  it('gives adding, updating and testing a connection 60 s (spec section 9), the list the default', async () => {
    captureRequest('post', '/api/v2/serve/datasources', null);
    captureRequest('put', '/api/v2/serve/datasources', null);
    captureRequest('post', '/api/v2/serve/datasources/test-connection', true);
    captureRequest('get', '/api/v2/serve/datasources', []);
    expect((await createDatasource(mysql)).config.timeout).toBe(LONG_OPERATION_TIMEOUT_MS);
    expect((await updateDatasource(mysql)).config.timeout).toBe(LONG_OPERATION_TIMEOUT_MS);
    expect((await testDatasourceConnection(mysql)).config.timeout).toBe(LONG_OPERATION_TIMEOUT_MS);
    expect((await getDatasources()).config.timeout).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('reads one datasource and its stored schema profile by id', async () => {
    const one = captureRequest('get', '/api/v2/serve/datasources/:id', null);
    await getDatasource(7);
    expect(one[0].pathname).toBe('/api/v2/serve/datasources/7');
    const schema = captureRequest('get', '/api/v2/serve/datasources/:id/schema', null);
    await getDatasourceSchema(7);
    expect(schema[0].pathname).toBe('/api/v2/serve/datasources/7/schema');
  });
});
