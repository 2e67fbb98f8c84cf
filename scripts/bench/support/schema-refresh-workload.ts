// A 500-table database in a real PostgreSQL and MariaDB (started by the test support on loopback), read
// by the server's own connectors the way `{id}/refresh` reads them.
import mysql from 'mysql2/promise';
import pg from 'pg';
import { connectorFor } from '../../../server/datasources/connectors';
import type { ConnectionSettings } from '../../../server/datasources/connectors/connector';
import { NO_FILE_FOLDERS } from '../../../server/datasources/file-folders';
import { startMariaDb, startPostgres, type RunningDatabase } from '../../../tests/support/database-servers';

export interface RefreshTiming {
  database: string;
  tables: number;
  columns: number;
  foreignKeys: number;
  seconds: number[];
}

/** Table i: an id, six typed columns with comments, and a foreign key to table i-1. */
function tableDdl(index: number, dialect: 'postgres' | 'mysql'): string[] {
  const name = `t${String(index).padStart(3, '0')}`;
  const parent = index > 0 ? `t${String(index - 1).padStart(3, '0')}` : null;
  const reference = parent ? ` REFERENCES ${parent} (id)` : '';
  if (dialect === 'postgres')
    return [
      `CREATE TABLE ${name} (id integer PRIMARY KEY, parent_id integer${reference}, title text, amount numeric(10,2), created_at timestamp, active boolean, note varchar(200))`,
      `COMMENT ON TABLE ${name} IS 'Table ${index}'`,
      `COMMENT ON COLUMN ${name}.amount IS 'Amount in euros'`,
    ];
  const foreignKey = parent ? `, FOREIGN KEY (parent_id) REFERENCES ${parent} (id)` : '';
  return [
    `CREATE TABLE ${name} (id int PRIMARY KEY, parent_id int, title text, amount decimal(10,2) COMMENT 'Amount in euros', created_at datetime, active boolean, note varchar(200)${foreignKey}) COMMENT='Table ${index}'`,
  ];
}

async function seedPostgres(db: RunningDatabase, tables: number): Promise<void> {
  const client = new pg.Client({ ...db });
  await client.connect();
  try {
    for (let index = 0; index < tables; index += 1) await client.query(tableDdl(index, 'postgres').join(';'));
  } finally {
    await client.end();
  }
}

async function seedMariaDb(db: RunningDatabase, tables: number): Promise<void> {
  const connection = await mysql.createConnection({
    host: db.host,
    port: db.port,
    user: db.user,
    password: db.password,
    database: db.database,
    multipleStatements: true,
  });
  try {
    for (let index = 0; index < tables; index += 1)
      await connection.query(tableDdl(index, 'mysql').join(';'));
  } finally {
    await connection.end();
  }
}

function settingsOf(db: RunningDatabase): ConnectionSettings {
  const { host, port, user, password, database } = db;
  return {
    host,
    port,
    user,
    password,
    database,
    path: '',
    folders: NO_FILE_FOLDERS,
    allowWrites: false,
    connectTimeoutMs: 30_000,
  };
}

async function timeRefreshes(
  label: string,
  connector: 'postgres' | 'mysql',
  db: RunningDatabase,
  runs: number,
): Promise<RefreshTiming> {
  const seconds: number[] = [];
  let tables = 0;
  let columns = 0;
  let foreignKeys = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const schema = await connectorFor(connector).readSchema(settingsOf(db), 30_000);
    seconds.push((performance.now() - started) / 1000);
    tables = schema.length;
    columns = schema.reduce((sum, table) => sum + table.columns.length, 0);
    foreignKeys = schema.reduce((sum, table) => sum + table.foreign_keys.length, 0);
  }
  return { database: label, tables, columns, foreignKeys, seconds };
}

export async function refreshTimings(tables: number, runs: number): Promise<RefreshTiming[]> {
  const timings: RefreshTiming[] = [];
  const postgres = await startPostgres();
  try {
    await seedPostgres(postgres, tables);
    timings.push(await timeRefreshes('PostgreSQL', 'postgres', postgres, runs));
  } finally {
    await postgres.stop();
  }
  const maria = await startMariaDb();
  try {
    await seedMariaDb(maria, tables);
    timings.push(await timeRefreshes('MariaDB', 'mysql', maria, runs));
  } finally {
    await maria.stop();
  }
  return timings;
}
