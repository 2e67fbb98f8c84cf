/** A value a statement can bind. */
export type SqlValue = string | number | bigint | boolean | null | Uint8Array;
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;

/** A row as the database returns it; repositories map it to their own shapes. Integers are numbers. */
export type Row = Record<string, unknown>;

export interface ExecuteResult {
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** What repositories run statements on: the database itself or an open transaction. */
export interface Queryable {
  query<T extends object = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  execute(sql: string, params?: SqlParams): Promise<ExecuteResult>;
}

/** One statement of a batch. */
export interface Statement {
  sql: string;
  params?: SqlParams;
}

/** What one statement of a batch answered: its rows (a write's `RETURNING`) and what it changed. */
export interface StatementResult<T extends object = Row> extends ExecuteResult {
  rows: T[];
}

/** SQL dialects differ in DDL and a few functions; migrations and repositories branch on this. */
export type SqlDialect = 'sqlite' | 'postgres';

/** Messages between the server instances sharing one database (PostgreSQL's LISTEN/NOTIFY). */
export interface Notifications {
  /**
   * Calls `onMessage` with each payload sent on `channel` by any instance (this one included), and `onGap`
   * when messages may have been lost meanwhile (the listening connection was dropped and came back).
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

/**
 * The storage interface every repository uses. Routes never see it. A new backend (PostgreSQL)
 * only needs another implementation of this interface and a case in `openDatabase`.
 */
export interface Database extends Queryable {
  readonly dialect: SqlDialect;
  /** Present where several instances can share the database (PostgreSQL); SQLite serves one process. */
  readonly notifications?: Notifications;
  /**
   * Runs the statements in order in one write transaction, all or nothing, without yielding while it holds
   * the write lock (unlike `transaction`). Resolves once committed.
   */
  batch(statements: readonly Statement[]): Promise<StatementResult[]>;
  /** Runs `fn` in one write transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A stored row that a query left out because one of its values cannot be read. */
export interface UnreadableRow {
  /** The statement, shortened. */
  sql: string;
  column: string;
  reason: string;
}

export interface StorageOptions {
  /** Told about every row a query leaves out; the server logs them. */
  onUnreadableRow?: (problem: UnreadableRow) => void;
  /** PostgreSQL: the most connections the pool opens (a LISTEN connection comes on top). */
  poolSize?: number;
}
