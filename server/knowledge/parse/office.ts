import mammoth from 'mammoth';
import readXlsxFile from 'read-excel-file/node';
import { DocumentProblem, type ParsedDocument, type ParsedPage } from '../pipeline';
import { localized, verbatim } from '../../i18n/localized-text';
import { nodeText, parseHtmlDocument } from './html-text';
import { recordLines } from './records';
import { boundedArchive } from '../../files/archive-limits';
import type { UploadLimits } from '../../files/upload-limits';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The bytes to parse, once the zipped document is known to be within the unpacked size and ratio limits;
 * refused before any parser inflates it otherwise.
 */
function boundedBytes(bytes: Uint8Array, name: string, limits: UploadLimits): Buffer {
  const archive = boundedArchive(bytes, name, limits);
  if (archive.problem) throw new DocumentProblem(archive.problem);
  return Buffer.from(archive.bytes.buffer, archive.bytes.byteOffset, archive.bytes.byteLength);
}

/** A Word document's text; its headings stay markdown headings (mammoth maps Word's heading styles to h1–h6). */
export async function parseDocx(
  bytes: Uint8Array,
  name: string,
  limits: UploadLimits,
): Promise<ParsedDocument> {
  const buffer = boundedBytes(bytes, name, limits);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer })).value;
  } catch (error) {
    throw new DocumentProblem(
      localized('knowledgeFile.docxCorrupt', { name, reason: verbatim(reasonOf(error)) }),
    );
  }
  const document = parseHtmlDocument(html);
  return { kind: 'docx', pages: [{ number: 1, text: nodeText(document.body) }] };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  return String(value).trim();
}

/** A spreadsheet's text: one page per sheet, headed by the sheet's name, a line per row (see records.ts). */
export async function parseXlsx(
  bytes: Uint8Array,
  name: string,
  limits: UploadLimits,
): Promise<ParsedDocument> {
  const buffer = boundedBytes(bytes, name, limits);
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(buffer);
  } catch (error) {
    throw new DocumentProblem(
      localized('knowledgeFile.xlsxCorrupt', { name, reason: verbatim(reasonOf(error)) }),
    );
  }
  const wide = sheets.flatMap((sheet) => sheet.data).find((row) => row.length > limits.columns);
  if (wide)
    throw new DocumentProblem(
      localized('uploadLimits.tooManyColumns', { name, count: wide.length, limit: limits.columns }),
    );
  const pages: ParsedPage[] = sheets.map((sheet, index) => {
    const rows = sheet.data.map((row) => row.map(cellText));
    const lines = recordLines(rows);
    return { number: index + 1, text: lines.length === 0 ? '' : [`# ${sheet.sheet}`, ...lines].join('\n') };
  });
  return { kind: 'xlsx', pages };
}
