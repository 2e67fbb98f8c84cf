import type { ConnectorName } from '../catalogue';
import { clickhouseConnector } from './clickhouse';
import type { DatabaseConnector } from './connector';
import { duckdbConnector } from './duckdb';
import { mysqlConnector } from './mysql';
import { postgresConnector } from './postgres';
import { sqliteConnector } from './sqlite';

const CONNECTORS: Readonly<Record<ConnectorName, DatabaseConnector>> = {
  sqlite: sqliteConnector,
  duckdb: duckdbConnector,
  postgres: postgresConnector,
  mysql: mysqlConnector,
  clickhouse: clickhouseConnector,
};

export function connectorFor(name: ConnectorName): DatabaseConnector {
  return CONNECTORS[name];
}
