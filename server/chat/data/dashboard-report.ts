import type { ReportChart, ReportValue } from '@/contract/chart-block';
import { exactNumber } from '../../datasources/connectors/connector';

/** The report template's chart type for a showcase the model picked (DB-GPT's names or the report's). */
export function reportChartType(showcase: string): string {
  const name = showcase.toLowerCase();
  if (name.includes('line') || name.includes('area')) return 'LineChart';
  if (name.includes('bar') || name.includes('column')) return 'BarChart';
  if (name.includes('pie') || name.includes('donut')) return 'PieChart';
  if (name.includes('indicator')) return 'IndicatorValue';
  return 'Table';
}

const isNumeric = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** Decimal text (PostgreSQL's numeric) as a number when it is one exactly: charts plot numbers. */
const numberOf = (value: unknown) => (typeof value === 'string' ? exactNumber(value.trim()) : value);

/**
 * Rows in the report's long format, as DB-GPT's dashboard writes them: the first column that is not
 * numeric names each point, and every numeric column is a series (`type`) with its value. Without such a
 * column, the first column names the points; a single number is an indicator named by its column.
 */
export function longValues(columns: readonly string[], rows: readonly (readonly unknown[])[]): ReportValue[] {
  const numeric = columns.map((_, index) => rows.length > 0 && rows.every((row) => row[index] === null || isNumeric(row[index])));
  let nameAt = numeric.findIndex((isNumber) => !isNumber);
  if (nameAt === -1 && columns.length > 1) nameAt = 0;
  const seriesAt = columns.map((_, index) => index).filter((index) => index !== nameAt && numeric[index]);
  if (nameAt === -1)
    return rows.flatMap((row) =>
      columns.map((column, index) => ({ name: column, type: column, value: numberOf(row[index]) })),
    );
  if (seriesAt.length === 0) {
    const valueAt = columns.length > 1 ? columns.length - 1 : nameAt;
    return rows.map((row) => ({ name: row[nameAt], type: columns[valueAt] ?? null, value: row[valueAt] }));
  }
  return rows.flatMap((row) =>
    seriesAt.map((index) => ({ name: row[nameAt], type: columns[index] ?? null, value: numberOf(row[index]) })),
  );
}

export type { ReportChart };
