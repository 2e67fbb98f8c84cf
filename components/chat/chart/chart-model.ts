/** A table cell as shown: JSON scalars; nested values arrive as their JSON text. */
export type CellValue = string | number | boolean | null;

/** What a chart block is drawn as. `auto` means the type name was not one we know: the data decides. */
export type ChartKind =
  'line' | 'bar' | 'pie' | 'area' | 'scatter' | 'heatmap' | 'table' | 'indicator' | 'auto';

/** One chart block, read from any of the wire forms (contract/chart-block.ts) into one shape. */
export interface ShownChart {
  /** The type name as the server sent it (`response_bar_chart`, `BarChart`...); empty when none. */
  typeName: string;
  kind: ChartKind;
  title: string;
  describe: string;
  sql: string;
  /** The database's error when the query failed. */
  error: string | null;
  columns: string[];
  /** Row-major values, in `columns` order: arrays, not records, so 100,000 rows stay light. */
  rows: CellValue[][];
}

export interface ShownDashboard {
  title: string;
  charts: ShownChart[];
}

export type ChartBlock =
  { kind: 'chart'; chart: ShownChart } | { kind: 'dashboard'; dashboard: ShownDashboard };
