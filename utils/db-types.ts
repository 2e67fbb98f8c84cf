/**
 * The database type catalogue: label, icon and translated description of every data-source type.
 * Descriptions live in the `database` namespace under `types.<type>.description`.
 */

export const DB_TYPE_KEYS = [
  'mysql',
  'oceanbase',
  'mssql',
  'duckdb',
  'sqlite',
  'clickhouse',
  'oracle',
  'access',
  'mongodb',
  'doris',
  'starrocks',
  'db2',
  'hbase',
  'redis',
  'cassandra',
  'couchbase',
  'omc',
  'postgresql',
  'vertica',
  'spark',
  'hive',
  'space',
  'tugraph',
] as const;

export type DbType = (typeof DB_TYPE_KEYS)[number];

/** The i18n namespace holding the descriptions. */
export const DB_TYPE_NAMESPACE = 'database';

export type DbDescriptionKey = `types.${DbType | 'generic'}.description`;

export interface DbTypeInfo {
  /** The type as the server names it; for an unknown type, the raw value. */
  type: string;
  label: string;
  /** Public path of the icon, served from `public/icons/db/`. */
  icon: string;
  /** Key in the `database` namespace: `t(info.descriptionKey, { ns: 'database' })`. */
  descriptionKey: DbDescriptionKey;
  known: boolean;
}

const LABELS: Record<DbType, string> = {
  mysql: 'MySQL',
  oceanbase: 'OceanBase',
  mssql: 'MSSQL',
  duckdb: 'DuckDB',
  sqlite: 'SQLite',
  clickhouse: 'ClickHouse',
  oracle: 'Oracle',
  access: 'Access',
  mongodb: 'MongoDB',
  doris: 'ApacheDoris',
  starrocks: 'StarRocks',
  db2: 'DB2',
  hbase: 'HBase',
  redis: 'Redis',
  cassandra: 'Cassandra',
  couchbase: 'Couchbase',
  omc: 'Omc',
  postgresql: 'PostgreSQL',
  vertica: 'Vertica',
  spark: 'Spark',
  hive: 'Hive',
  space: 'Space',
  tugraph: 'TuGraph',
};

export const GENERIC_DB_ICON = '/icons/db/database.svg';

function entry(type: DbType): DbTypeInfo {
  return {
    type,
    label: LABELS[type],
    icon: `/icons/db/${type}.svg`,
    descriptionKey: `types.${type}.description`,
    known: true,
  };
}

/** Every known type, in catalogue order. */
export const DB_TYPES: Readonly<Record<DbType, DbTypeInfo>> = Object.fromEntries(
  DB_TYPE_KEYS.map((type) => [type, entry(type)]),
) as Record<DbType, DbTypeInfo>;

export function isDbType(value: unknown): value is DbType {
  return typeof value === 'string' && (DB_TYPE_KEYS as readonly string[]).includes(value);
}

/**
 * The catalogue entry of a type (matched case-insensitively). An unknown type gets the generic icon
 * and description, with the raw type as its label.
 */
export function getDbType(type: string | null | undefined): DbTypeInfo {
  const raw = (type ?? '').trim();
  const lower = raw.toLowerCase();
  if (isDbType(lower)) return DB_TYPES[lower];
  return {
    type: raw,
    label: raw,
    icon: GENERIC_DB_ICON,
    descriptionKey: 'types.generic.description',
    known: false,
  };
}
