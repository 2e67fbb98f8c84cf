import type { Queryable, SqlDialect } from './db';

/** One numbered schema change. `up` runs inside a transaction together with its bookkeeping row. */
export interface Migration {
  id: number;
  name: string;
  up(db: Queryable, dialect: SqlDialect): Promise<void>;
}
