/** The DuckDB types an uploaded column can get. */
export type ColumnType = 'BIGINT' | 'DOUBLE' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP' | 'VARCHAR';

// A leading zero (`007`, a zip code) is text, not a number.
const INTEGER = /^[-+]?(0|[1-9]\d{0,17})$/;
const DECIMAL = /^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;

const CHECKS: readonly [ColumnType, (value: string) => boolean][] = [
  ['BIGINT', (value) => INTEGER.test(value)],
  ['DOUBLE', (value) => DECIMAL.test(value) && !/^[-+]?0\d/.test(value)],
  ['BOOLEAN', (value) => BOOLEAN.test(value)],
  ['DATE', (value) => DATE.test(value) && !Number.isNaN(Date.parse(value))],
  [
    'TIMESTAMP',
    (value) =>
      (DATE.test(value) || TIMESTAMP.test(value)) && !Number.isNaN(Date.parse(value.replace(' ', 'T'))),
  ],
];

/**
 * Learns a column's type one value at a time (a column of a file too large to hold): the narrowest type
 * every non-empty value seen fits; text when none does or all were empty.
 */
export class ColumnTypeInference {
  private readonly fitting = CHECKS.map(() => true);
  private seenValue = false;

  see(value: string | null): void {
    if (value === null) return;
    this.seenValue = true;
    CHECKS.forEach(([, fits], index) => {
      if (this.fitting[index] && !fits(value)) this.fitting[index] = false;
    });
  }

  get type(): ColumnType {
    if (!this.seenValue) return 'VARCHAR';
    return CHECKS.find((_, index) => this.fitting[index])?.[0] ?? 'VARCHAR';
  }
}

/** The narrowest type every non-empty value of the column fits; text when none does or all are empty. */
export function inferColumnType(values: readonly (string | null)[]): ColumnType {
  const inference = new ColumnTypeInference();
  for (const value of values) inference.see(value);
  return inference.type;
}
