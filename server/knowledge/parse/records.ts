/**
 * Tables (CSV rows, spreadsheet sheets) as text a reader and a search both follow: when the first row is a
 * header, each later row reads `header: value; header: value`; otherwise a row is its values joined by ", ".
 */

function isHeaderRow(row: readonly string[], rows: number): boolean {
  return rows > 1 && row.length > 0 && row.every((cell) => cell !== '' && Number.isNaN(Number(cell)));
}

export function recordLines(rows: readonly (readonly string[])[]): string[] {
  const filled = rows.filter((row) => row.some((cell) => cell !== ''));
  const [first] = filled;
  if (first === undefined) return [];
  if (!isHeaderRow(first, filled.length))
    return filled.map((row) => row.filter((cell) => cell !== '').join(', '));
  return filled.slice(1).map((row) =>
    row
      .map((cell, column) => (cell === '' ? '' : `${first[column] ?? `#${column + 1}`}: ${cell}`))
      .filter((part) => part !== '')
      .join('; '),
  );
}
