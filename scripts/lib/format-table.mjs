// A plain-text table: the first column left-aligned, the others right-aligned.
export function formatTable(columns, rows) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => row[index]?.length ?? 0)));
  const line = (row) =>
    row
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return ['  ' + line(cells[0]), '  ' + rule, ...cells.slice(1).map((row) => '  ' + line(row))].join('\n');
}
