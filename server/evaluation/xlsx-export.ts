import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number | null;

/** One sheet of a header row and its rows, as `.xlsx` bytes (written by exceljs). */
export async function xlsxOf(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const bytes = await workbook.xlsx.writeBuffer();
  return Buffer.from(bytes);
}
