import type { StoredDatasource } from '@/contract/datasource';
import { makeSqliteShop } from '../datasource-helpers';
import {
  json,
  PRIVATE,
  PUBLIC_CHANGE,
  PUBLIC_READ,
  row,
  type AccessCase,
  type Expected,
  type World,
} from './matrix';

const DATASOURCES = '/api/v2/serve/datasources';
let shop: Promise<string> | undefined;

/** One SQLite shop for every datasource of the matrix (made once). */
const shopFile = (world: World) => (shop ??= makeSqliteShop(world.dir, 'matrix-shop.db'));

async function addDatasource(world: World, visibility: 'private' | 'public'): Promise<StoredDatasource> {
  return world.must<StoredDatasource>(
    'owner',
    json('POST', DATASOURCES, {
      type: 'sqlite',
      params: { path: await shopFile(world) },
      display_name: world.unique('Shop'),
      visibility,
    }),
  );
}

const reread = (datasource: StoredDatasource, world: World) =>
  world.must('owner', json('GET', `${DATASOURCES}/${datasource.id}`));

/** Turning on writes (issue 26's attack) and pointing it elsewhere. */
const takeOver = (datasource: StoredDatasource) =>
  json('PUT', DATASOURCES, {
    id: datasource.id,
    type: 'sqlite',
    params: { path: datasource.params.path ?? datasource.db_path, allow_writes: true },
    visibility: 'public',
  });

function both(
  route: string,
  read: boolean,
  request: (datasource: StoredDatasource) => ReturnType<typeof json>,
): AccessCase[] {
  const cases: [string, 'private' | 'public', Expected][] = [
    ['private', 'private', PRIVATE],
    ['public', 'public', read ? PUBLIC_READ : PUBLIC_CHANGE],
  ];
  return cases.map(([name, visibility, expect]) =>
    row({
      route,
      name,
      expect,
      create: (world) => addDatasource(world, visibility),
      request,
      state: reread,
    }),
  );
}

/** Datasources (ours, v2 only: DB-GPT's v1 datasource routes are not served). */
export const DATASOURCE_CASES: AccessCase[] = [
  ...both(`GET ${DATASOURCES}/:id`, true, (d) => json('GET', `${DATASOURCES}/${d.id}`)),
  ...both(`GET ${DATASOURCES}/:id/schema`, true, (d) => json('GET', `${DATASOURCES}/${d.id}/schema`)),
  ...both(`PUT ${DATASOURCES}`, false, takeOver),
  ...both(`DELETE ${DATASOURCES}/:id`, false, (d) => json('DELETE', `${DATASOURCES}/${d.id}`)),
  ...both(`POST ${DATASOURCES}/:id/refresh`, false, (d) => json('POST', `${DATASOURCES}/${d.id}/refresh`)),
  ...both(`POST ${DATASOURCES}/test-connection`, false, (d) => ({
    ...takeOver(d),
    method: 'POST',
    path: `${DATASOURCES}/test-connection`,
  })),
  row({
    route: `GET ${DATASOURCES}`,
    name: 'private',
    expect: PUBLIC_READ,
    create: (world) => addDatasource(world, 'private'),
    request: () => json('GET', DATASOURCES),
    check(role, data, datasource) {
      const listed = (data as StoredDatasource[]).some((entry) => entry.id === datasource.id);
      expect(listed, role).toBe(role !== 'other');
    },
  }),
  row({
    route: `GET ${DATASOURCES}`,
    name: 'public, without its connection for others',
    expect: PUBLIC_READ,
    create: (world) => addDatasource(world, 'public'),
    request: () => json('GET', DATASOURCES),
    check(role, data, datasource) {
      const listed = (data as StoredDatasource[]).find((entry) => entry.id === datasource.id);
      if (role === 'other') expect(listed?.params, role).toEqual({});
      else expect(listed?.params.path, role).toBe(datasource.params.path);
    },
  }),
];
