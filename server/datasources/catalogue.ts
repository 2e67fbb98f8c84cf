import type { MessageKey } from '../locales/catalogue';

/** How a type is reached: a server over the network, or a file on this machine. */
export type DatasourceKind = 'server' | 'file';

/** The drivers this server has; types sharing a wire protocol share one. */
export type ConnectorName = 'sqlite' | 'duckdb' | 'postgres' | 'mysql' | 'clickhouse';

export interface DatasourceTypeEntry {
  name: string;
  label: string;
  description: MessageKey;
  kind: DatasourceKind;
  /** The default port of server types. */
  port: number;
  connector: ConnectorName | null;
}

const server = (
  name: string,
  label: string,
  description: MessageKey,
  port: number,
  connector: ConnectorName | null = null,
): DatasourceTypeEntry => ({ name, label, description, kind: 'server', port, connector });

/** The spec's database type catalogue (section 3), in its order: 23 types. */
export const DATASOURCE_TYPES: readonly DatasourceTypeEntry[] = [
  server('mysql', 'MySQL', 'datasource.type.mysql', 3306, 'mysql'),
  server('oceanbase', 'OceanBase', 'datasource.type.oceanbase', 2881, 'mysql'),
  server('mssql', 'MSSQL', 'datasource.type.mssql', 1433),
  {
    name: 'duckdb',
    label: 'DuckDB',
    description: 'datasource.type.duckdb',
    kind: 'file',
    port: 0,
    connector: 'duckdb',
  },
  {
    name: 'sqlite',
    label: 'SQLite',
    description: 'datasource.type.sqlite',
    kind: 'file',
    port: 0,
    connector: 'sqlite',
  },
  server('clickhouse', 'ClickHouse', 'datasource.type.clickhouse', 8123, 'clickhouse'),
  server('oracle', 'Oracle', 'datasource.type.oracle', 1521),
  {
    name: 'access',
    label: 'Access',
    description: 'datasource.type.access',
    kind: 'file',
    port: 0,
    connector: null,
  },
  server('mongodb', 'MongoDB', 'datasource.type.mongodb', 27017),
  server('doris', 'ApacheDoris', 'datasource.type.doris', 9030, 'mysql'),
  server('starrocks', 'StarRocks', 'datasource.type.starrocks', 9030, 'mysql'),
  server('db2', 'DB2', 'datasource.type.db2', 50000),
  server('hbase', 'HBase', 'datasource.type.hbase', 9090),
  server('redis', 'Redis', 'datasource.type.redis', 6379),
  server('cassandra', 'Cassandra', 'datasource.type.cassandra', 9042),
  server('couchbase', 'Couchbase', 'datasource.type.couchbase', 8091),
  server('omc', 'OMC', 'datasource.type.omc', 8080),
  server('postgresql', 'PostgreSQL', 'datasource.type.postgresql', 5432, 'postgres'),
  server('vertica', 'Vertica', 'datasource.type.vertica', 5433),
  server('spark', 'Spark', 'datasource.type.spark', 10000),
  server('hive', 'Hive', 'datasource.type.hive', 10000),
  server('space', 'Space', 'datasource.type.space', 8080),
  server('tugraph', 'TuGraph', 'datasource.type.tugraph', 7687),
];

export function findDatasourceType(name: string): DatasourceTypeEntry | null {
  return DATASOURCE_TYPES.find((entry) => entry.name === name) ?? null;
}

export const DATASOURCE_TYPE_NAMES = DATASOURCE_TYPES.map((entry) => entry.name);
