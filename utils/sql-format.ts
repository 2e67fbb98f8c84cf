/** SQL display formatting with the product's fixed layout (spec section 9). */
import { format, type FormatOptionsWithLanguage, type SqlLanguage } from 'sql-formatter';

export type { SqlLanguage };

export const SQL_FORMAT_OPTIONS = {
  tabWidth: 2,
  keywordCase: 'preserve',
  expressionWidth: 50,
  linesBetweenQueries: 1,
} as const satisfies FormatOptionsWithLanguage;

export const DEFAULT_SQL_LANGUAGE: SqlLanguage = 'sql';

/** sql-formatter dialects for the database types whose SQL differs enough from the standard to matter. */
const DIALECT_OF_DB: Readonly<Record<string, SqlLanguage>> = {
  mysql: 'mysql',
  oceanbase: 'mysql',
  doris: 'mysql',
  starrocks: 'mysql',
  mssql: 'transactsql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  clickhouse: 'clickhouse',
  oracle: 'plsql',
  db2: 'db2',
  postgresql: 'postgresql',
  vertica: 'postgresql',
  spark: 'spark',
  hive: 'hive',
  couchbase: 'n1ql',
};

/** The dialect to format a database type's SQL with; standard SQL for any other type. */
export function sqlLanguageForDb(dbType: string | null | undefined): SqlLanguage {
  return DIALECT_OF_DB[(dbType ?? '').trim().toLowerCase()] ?? DEFAULT_SQL_LANGUAGE;
}

/** Formats SQL for display; on any failure (unparseable text, unknown dialect) returns the text unchanged. */
export function formatSql(sql: string, language: SqlLanguage = DEFAULT_SQL_LANGUAGE): string {
  if (!sql || !sql.trim()) return sql;
  try {
    return format(sql, { ...SQL_FORMAT_OPTIONS, language });
  } catch {
    return sql;
  }
}
