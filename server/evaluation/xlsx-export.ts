export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number | null;

/**
 * One sheet of a header row and its rows, as `.xlsx` bytes (written by exceljs). exceljs is loaded at the
 * first download, not at server start: it takes longer to load than the rest of the routes.
 */
export async function xlsxOf(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes);
}
