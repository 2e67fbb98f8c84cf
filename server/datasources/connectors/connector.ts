import type { SchemaTable } from '@/contract/datasource';
import type { FileDatabaseFolders } from '../file-folders';
import type { RiskyPrivilege } from './risky-privileges';

/** What a connector needs to reach one database; read from a datasource's params. */
export interface ConnectionSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** File databases (SQLite, DuckDB). */
  path: string;
  /** Where `path` may lie; checked (links resolved) each time the file is opened. */
  folders: FileDatabaseFolders;
  /** When false (the default) every query runs in a read-only transaction or on a read-only handle. */
  allowWrites: boolean;
  /** How long connecting may take. */
  connectTimeoutMs: number;
}

export interface QueryLimits {
  /** At most this many rows come back; `truncated` says there were more. */
  rowLimit: number;
  /** The query is cancelled past this. */
  timeoutMs: number;
}

export interface QueryResult {
  columns: string[];
  /** Values as JSON can carry them: big integers and dates become text. */
  rows: unknown[][];
  truncated: boolean;
}

/** Why a database call failed, as a user can act on it. */
export type ConnectorFailure =
  | 'unreachable'
  | 'authentication'
  | 'unknownDatabase'
  | 'fileMissing'
  | 'fileInDataDir'
  | 'fileOutsideRoots'
  | 'timeout'
  | 'readOnly'
  | 'resultTooLarge'
  | 'memoryLimit'
  | 'queryFailed';

/** A failure with its reason and the database's own words (shown after the localized reason). */
export class ConnectorError extends Error {
  override name = 'ConnectorError';

  constructor(
    readonly reason: ConnectorFailure,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${reason}: ${detail}`, options);
  }
}

/**
 * One database type's driver. Each call opens its own connection and closes it before it resolves, so a
 * connector holds nothing between calls.
 */
export interface DatabaseConnector {
  /** Connects and answers the user's rights that reach the database server's files (server engines only). */
  testConnection(settings: ConnectionSettings): Promise<RiskyPrivilege[]>;
  /** Embedded engines (SQLite, DuckDB) stop reading the schema past `timeoutMs`, like a query. */
  readSchema(settings: ConnectionSettings, timeoutMs: number): Promise<SchemaTable[]>;
  runQuery(settings: ConnectionSettings, sql: string, limits: QueryLimits): Promise<QueryResult>;
}

/** Most memory one query of an embedded engine (SQLite, DuckDB) may use. */
export const ENGINE_MEMORY_LIMIT_MB = 512;

/** Most bytes of values one result may carry back, whatever its row count. */
export const RESULT_BYTE_LIMIT = 64 * 1024 * 1024;

/** About how many bytes a row's values take. */
export function rowBytes(values: Iterable<unknown>): number {
  let bytes = 0;
  for (const value of values) {
    if (typeof value === 'string') bytes += value.length * 2;
    else if (value instanceof Uint8Array) bytes += value.byteLength;
    else bytes += 8;
  }
  return bytes;
}

/** Text as a number when the number holds it exactly (charts want numbers); as text otherwise. */
export function exactNumber(text: string): number | string {
  const value = Number(text);
  return Number.isFinite(value) &&
    Math.abs(value) <= Number.MAX_SAFE_INTEGER &&
    text.replace(/\.?0+$/, '').length <= 15
    ? value
    : text;
}

/** A value as JSON carries it. */
export function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint')
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'toString' in value) {
    const text = String(value);
    return text === '[object Object]' ? value : text;
  }
  return value;
}

/** Rejects with a `timeout` failure after `ms`, running `onTimeout` (which should cancel the work). */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ConnectorError('timeout', `no answer within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
