import type { ChartPayload, ChartRow } from '@/contract/chart-block';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#09;',
};

/** Escapes a value for a double-quoted attribute, as Python's ElementTree writes it (DB-GPT's chart-view). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"\n\r\t]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/** `<chart-view content="{JSON}" />`: one chart after the model's words (contract/chart-block.ts). */
export function chartViewElement(payload: ChartPayload): string {
  return `<chart-view content="${escapeAttribute(JSON.stringify(payload))}" />`;
}

/** Rows as `DataFrame.to_json(orient="records")` writes them: one object per row, column → value. */
export function rowRecords(columns: readonly string[], rows: readonly (readonly unknown[])[]): ChartRow[] {
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? null])));
}
