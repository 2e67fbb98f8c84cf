import type { LocalizedText } from '../../../i18n/localized-text';

/** A query's result, as the data scenes show it. */
export interface TargetResult {
  columns: string[];
  rows: unknown[][];
  truncated: boolean;
  /** The row limit the result was cut at. */
  rowLimit: number;
}

/** What a data scene asks questions of: a datasource, or the table of an uploaded file. */
export interface DataTarget {
  /** The database's name as the prompt names it. */
  name: string;
  /** The SQL dialect the model writes (`PostgreSQL`, `DuckDB`…). */
  dialect: string;
  /** The schema text for a question: the relevant tables of a large database. */
  schemaFor(question: string): string;
  /** Runs one statement within the row limit and time-out; rejects with a QueryFailure. */
  run(sql: string): Promise<TargetResult>;
}

/** The database refused or failed a query; the text is the localized reason, then the database's words. */
export class QueryFailure extends Error {
  override name = 'QueryFailure';

  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

/** A data scene that cannot start: the reason, told in the stream. */
export type TargetResolution = { ok: true; target: DataTarget } | { ok: false; problem: LocalizedText };
