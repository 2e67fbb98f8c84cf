import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Files the knowledge tests read, made here so every test knows exactly what they hold. */

/** A PDF with one page per entry of Latin text (pdf-lib, Helvetica), lines split on \n. */
export async function latinPdf(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Latin test file');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage();
    text
      .split('\n')
      .forEach((line, index) => page.drawText(line, { font, size: 12, x: 50, y: 700 - index * 16 }));
  }
  return pdf.save();
}

/** A PDF whose page has no text at all (as a scanned page would). */
export async function blankPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
}

function hex(text: string): string {
  return [...text].map((character) => character.charCodeAt(0).toString(16).padStart(4, '0')).join('');
}

/** Objects numbered from 1 (the first is the catalog), written with a correct cross-reference table. */
function assemblePdf(objects: readonly string[], trailerExtra = ''): Uint8Array {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function stream(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

/**
 * A PDF with a page of Latin text and a page of Chinese text, written by hand: the Chinese page uses a
 * CID font whose codes are the characters' own code points and a ToUnicode map, so its text can be read.
 */
export function bilingualPdf(latin: string, chinese: string): Uint8Array {
  const characters = [...new Set(chinese)];
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${characters.length} beginbfchar`,
    ...characters.map((character) => `<${hex(character)}> <${hex(character)}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F2 6 0 R >> >> /Contents 8 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /Identity-H /DescendantFonts [9 0 R] /ToUnicode 10 0 R >>',
    stream(`BT /F1 12 Tf 50 700 Td (${latin}) Tj ET`),
    stream(`BT /F2 12 Tf 50 700 Td <${hex(chinese)}> Tj ET`),
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 11 0 R /DW 1000 >>',
    stream(toUnicode),
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  ]);
}

/** A PDF encrypted with a user password (the standard security handler), which no empty password opens. */
export function encryptedPdf(): Uint8Array {
  const filler = 'ab'.repeat(32);
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${filler}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );
}

/** A two-page PDF whose second page is not a page object at all (a damaged file). */
export function pdfWithBrokenPage(): Uint8Array {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 6 0 R >>',
    '(not a page)',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream('BT /F1 12 Tf 50 700 Td (Page one) Tj ET'),
  ]);
}

/** A Word document with a heading, a sub-heading and paragraphs. */
export async function guideDocx(): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Guide', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('This guide explains the product.'),
          new Paragraph({ text: 'Install', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('Run the installer and restart.'),
          new Paragraph('安装完成后重新启动。'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A workbook with two sheets: People (a header row and two rows) and Notes (values without a header). */
export async function peopleXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const people = workbook.addWorksheet('People');
  people.addRow(['name', 'city', 'age']);
  people.addRow(['Ann', 'Berlin', 31]);
  people.addRow(['李雷', '北京', 28]);
  workbook.addWorksheet('Notes').addRow(['remember the milk']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function utf8(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}
