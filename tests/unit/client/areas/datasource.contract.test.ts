import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@/contract/common';
import {
  datasourceListSchema,
  datasourceRequestSchema,
  datasourceSchemaProfileSchema,
  datasourceTypesResponseSchema,
} from '@/contract/datasource';

const typed = {
  id: 3,
  type: 'mysql',
  params: {
    host: 'db',
    port: 3306,
    user: 'root',
    database: 'sales',
    password: 'pw',
    driver: 'mysql+pymysql',
    pool_size: 5,
  },
  description: 'Sales',
  db_name: 'sales',
  gmt_created: '2025-03-24 10:00:00',
  gmt_modified: '2025-03-24 10:00:00',
};

const flat = {
  id: 4,
  db_type: 'sqlite',
  db_name: 'sqlite_sales',
  db_path: '/data/sales.db',
  db_host: null,
  db_port: null,
  db_user: null,
  db_pwd: null,
  comment: 'Old record',
  ext_config: null,
  gmt_created: '2024-12-20 10:00:00',
  gmt_modified: '2024-12-20 10:00:00',
};

describe('datasource contract', () => {
  it('accepts a plain list mixing v0.7+ typed records and v0.6.3 flat records', () => {
    const parsed = envelopeSchema(datasourceListSchema).parse({
      success: true,
      err_code: null,
      err_msg: null,
      data: [typed, flat],
    });
    expect(parsed.data).toHaveLength(2);
  });

  it('accepts datasource types with their parameter descriptors', () => {
    const types = {
      types: [
        {
          name: 'mysql',
          label: 'MySQL',
          description: 'MySQL server',
          parameters: [
            {
              param_name: 'host',
              param_class: 'x',
              param_type: 'string',
              label: 'Host',
              description: 'host',
              default_value: null,
              required: true,
              is_array: false,
              valid_values: null,
              ext_metadata: null,
              nested_fields: null,
              param_order: 0,
            },
            {
              param_name: 'password',
              param_type: 'string',
              required: false,
              is_array: false,
              ext_metadata: { tags: 'privacy' },
              nested_fields: { sub: [{ param_name: 'inner' }] },
            },
          ],
        },
      ],
    };
    expect(datasourceTypesResponseSchema.safeParse(types).success).toBe(true);
  });

  it('accepts typed and flat request bodies', () => {
    expect(datasourceRequestSchema.safeParse({ type: 'mysql', params: { database: 'sales' } }).success).toBe(
      true,
    );
    expect(
      datasourceRequestSchema.safeParse({ db_type: 'sqlite', db_name: 'sales', db_path: '/data/sales.db' })
        .success,
    ).toBe(true);
  });

  it('rejects bodies missing the type, the params or the flat name', () => {
    expect(datasourceRequestSchema.safeParse({ params: { database: 'sales' } }).success).toBe(false);
    expect(datasourceRequestSchema.safeParse({ type: 'mysql' }).success).toBe(false);
    expect(datasourceRequestSchema.safeParse({ db_type: 'sqlite' }).success).toBe(false);
  });

  it('reads whether the server has a connector for a type, and tolerates its absence', () => {
    const parsed = datasourceTypesResponseSchema.parse({
      types: [
        { name: 'oracle', parameters: [], connector_available: false },
        { name: 'mysql', parameters: [] },
      ],
    });
    expect(parsed.types.map((type) => type.connector_available)).toEqual([false, undefined]);
  });

  it('accepts a stored schema profile with tables, columns and keys, and rejects one without tables', () => {
    const profile = {
      datasource_id: 3,
      db_name: 'shop',
      type: 'sqlite',
      refreshed_at: '2026-11-24 10:00:00',
      tables: [
        {
          name: 'orders',
          kind: 'table',
          comment: null,
          row_estimate: 12,
          columns: [{ name: 'id', type: 'integer', nullable: false, comment: null, primary_key: true }],
          primary_key: ['id'],
          foreign_keys: [{ columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] }],
        },
      ],
    };
    expect(datasourceSchemaProfileSchema.safeParse(profile).success).toBe(true);
    expect(datasourceSchemaProfileSchema.safeParse({ datasource_id: 3 }).success).toBe(false);
  });
});
