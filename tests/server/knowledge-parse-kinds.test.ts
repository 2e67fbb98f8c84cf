import { zipSync } from 'fflate';
import { detectFileKind, inspectFileKind } from '@/server/knowledge/parse';
import { guideDocx, latinPdf, peopleXlsx, utf8 } from './knowledge-fixtures';

describe('the kind of an uploaded file', () => {
  it('is found from the content for every supported type', async () => {
    expect(detectFileKind(await latinPdf(['hello']), 'report.PDF')).toBe('pdf');
    expect(detectFileKind(await guideDocx(), 'guide.docx')).toBe('docx');
    expect(detectFileKind(await peopleXlsx(), 'people.xlsx')).toBe('xlsx');
    expect(detectFileKind(utf8('\uFEFFplain text'), 'notes.txt')).toBe('txt');
    expect(detectFileKind(utf8('# Title\n\n正文'), 'readme.md')).toBe('md');
    expect(detectFileKind(utf8('a,b\n1,2\n'), 'table.csv')).toBe('csv');
    expect(detectFileKind(utf8('<p>hi</p>'), 'page.htm')).toBe('html');
    expect(detectFileKind(utf8('{"a": [1, 2]}'), 'data.json')).toBe('json');
  });

  it('refuses a file whose content is not what its name says, in both languages', async () => {
    const pdfAsText = inspectFileKind(utf8('just some text'), 'fake.pdf');
    expect(pdfAsText.refusal).toBe('mismatch');
    expect(pdfAsText.problem?.text.in('en')).toBe(
      'The content of "fake.pdf" is not a PDF file, though its name says so',
    );
    expect(pdfAsText.problem?.text.in('zh')).toBe('文件“fake.pdf”的内容不是文件名所示的 PDF 文件');
    const otherZip = zipSync({ 'hello.txt': utf8('hi') });
    expect(inspectFileKind(otherZip, 'letter.docx').refusal).toBe('mismatch');
    expect(inspectFileKind(await guideDocx(), 'sheet.xlsx').refusal).toBe('mismatch');
    expect(inspectFileKind(await latinPdf(['x']), 'notes.txt').refusal).toBe('mismatch');
    expect(inspectFileKind(new Uint8Array([0x68, 0x69, 0x00, 0x01, 0xff]), 'notes.txt').refusal).toBe(
      'mismatch',
    );
    expect(inspectFileKind(utf8('{"unterminated": '), 'data.json').refusal).toBe('mismatch');
    expect(inspectFileKind(utf8('no markup at all'), 'page.html').refusal).toBe('mismatch');
    expect(inspectFileKind(utf8('PK\u0003\u0004 not really a zip'), 'guide.docx').refusal).toBe('mismatch');
  });

  it('refuses unsupported types and empty files with their own reasons', () => {
    const image = inspectFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'photo.png');
    expect(image.refusal).toBe('unsupported');
    expect(image.problem?.text.in('en')).toContain('supported types: txt, text, md');
    expect(inspectFileKind(utf8('x'), 'no-extension').refusal).toBe('unsupported');
    const empty = inspectFileKind(new Uint8Array(), 'empty.md');
    expect(empty.refusal).toBe('empty');
    expect(empty.problem?.text.in('zh')).toBe('文件“empty.md”是空的');
    expect(detectFileKind(new Uint8Array(), 'empty.md')).toBeUndefined();
  });
});
