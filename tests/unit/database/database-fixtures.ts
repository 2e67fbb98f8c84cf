/** msw handlers and data for the database screens' component tests (contract section 8). */
import { http, type HttpResponseResolver } from 'msw';
import type { Datasource, DatasourceSchemaProfile, DatasourceType } from '@/contract/datasource';
import type { ParameterDescription } from '@/contract/parameter';
import { server } from '../msw-server';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';

export { failed, notFound, ok } from '../support/construct-lists';

const param = (param_name: string, extra: Partial<ParameterDescription> = {}): ParameterDescription => ({
  param_name,
  param_type: 'str',
  required: false,
  ...extra,
});

const SERVER_PARAMS = [
  param('host', { label: 'Host', label_zh: '主机', required: true, param_order: 1 }),
  param('port', {
    label: 'Port',
    label_zh: '端口',
    param_type: 'int',
    required: true,
    default_value: 3306,
    param_order: 2,
  }),
  param('user', { label: 'User', label_zh: '用户名', required: true, param_order: 3 }),
  param('password', {
    label: 'Password',
    label_zh: '密码',
    ext_metadata: { tags: 'privacy' },
    description: 'The database user’s password',
    param_order: 4,
  }),
  param('database', { label: 'Database', label_zh: '数据库', required: true, param_order: 5 }),
];

export const TYPES: DatasourceType[] = [
  {
    name: 'mysql',
    label: 'MySQL',
    description: 'MySQL server',
    parameters: SERVER_PARAMS,
    connector_available: true,
  },
  {
    name: 'sqlite',
    label: 'SQLite',
    description: 'File database',
    parameters: [param('path', { label: 'File path', label_zh: '文件路径', required: true })],
    connector_available: true,
  },
  {
    name: 'oracle',
    label: 'Oracle',
    description: 'Oracle',
    parameters: SERVER_PARAMS,
    connector_available: false,
  },
];

export const SOURCES: Datasource[] = [
  {
    id: 1,
    type: 'mysql',
    db_name: 'sales',
    display_name: 'Sales (EU)',
    description: 'Orders and customers',
    params: { host: 'db.eu.internal', port: 3306, user: 'reader', database: 'sales' },
  },
  {
    id: 2,
    type: 'mysql',
    db_name: 'crm',
    description: null,
    params: { host: 'crm.internal', port: 3307, user: 'crm', database: 'crm' },
  },
  {
    id: 3,
    type: 'sqlite',
    db_name: 'sqlite_inventory',
    description: 'Stock',
    params: { path: '/data/inventory.db' },
  },
];

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

type Handlers = Parameters<typeof server.use>;

/** Serves the types and data sources; `extra` handlers win. Returns the requests that changed something. */
export function serveDatabase(
  { types = TYPES, sources = SOURCES }: { types?: DatasourceType[]; sources?: Datasource[] } = {},
  ...extra: Handlers
) {
  const recorded: Recorded[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    recorded.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  const answer =
    (data: unknown): HttpResponseResolver =>
    async ({ request }) => {
      await record(request);
      return ok(data);
    };
  server.use(
    ...startupHandlers(),
    ...extra,
    http.get('*/api/v2/serve/datasource-types', () => ok({ types })),
    http.get('*/api/v2/serve/datasources', () => ok(sources)),
    http.post('*/api/v2/serve/datasources/test-connection', answer(true)),
    http.post('*/api/v2/serve/datasources/connection-check', answer({ connected: true, warnings: [] })),
    http.post('*/api/v2/serve/datasources/:id/refresh', answer(true)),
    http.delete('*/api/v2/serve/datasources/:id', answer(null)),
    http.post('*/api/v2/serve/datasources', answer({ ...SOURCES[0], id: 9 })),
    http.put('*/api/v2/serve/datasources', answer(SOURCES[0])),
  );
  return recorded;
}

export const PROFILE: DatasourceSchemaProfile = {
  datasource_id: 1,
  db_name: 'sales',
  type: 'postgresql',
  refreshed_at: '2026-11-24 10:00:00',
  tables: [
    {
      name: 'orders',
      kind: 'table',
      comment: 'One row per order',
      row_estimate: 120000,
      columns: [
        { name: 'id', type: 'bigint', nullable: false, comment: null, primary_key: true },
        { name: 'customer_id', type: 'bigint', nullable: false, comment: 'Who ordered', primary_key: false },
        { name: 'total', type: 'decimal(10,2)', nullable: true, comment: 'Sum in euros', primary_key: false },
      ],
      primary_key: ['id'],
      foreign_keys: [{ columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] }],
    },
    {
      name: 'customers',
      kind: 'table',
      comment: null,
      row_estimate: 800,
      columns: [
        { name: 'id', type: 'bigint', nullable: false, comment: null, primary_key: true },
        { name: 'email', type: 'varchar(255)', nullable: false, comment: 'Login', primary_key: false },
      ],
      primary_key: ['id'],
      foreign_keys: [],
    },
  ],
};
