import { DocumentProblem } from '@/server/knowledge/pipeline';
import { parseDocument, textDocument } from '@/server/knowledge/parse';
import {
  bilingualPdf,
  blankPdf,
  encryptedPdf,
  guideDocx,
  latinPdf,
  pdfWithBrokenPage,
  peopleXlsx,
  utf8,
} from './knowledge-fixtures';

/** The problem a read fails with, in both languages. */
async function problemOf(read: Promise<unknown>): Promise<{ en: string; zh: string }> {
  const error = await read.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentProblem);
  const { text } = error as DocumentProblem;
  return { en: text.in('en'), zh: text.in('zh') };
}

describe('reading a document', () => {
  it('reads a PDF page by page, Chinese included, numbering the pages', async () => {
    const document = await parseDocument(
      bilingualPdf('Retrieval works offline', '知识库检索测试'),
      'mixed.pdf',
      'pdf',
    );
    expect(document.pages).toEqual([
      { number: 1, text: 'Retrieval works offline' },
      { number: 2, text: '知识库检索测试' },
    ]);
    const generated = await parseDocument(
      await latinPdf(['first line\nsecond line', 'page two']),
      'gen.pdf',
      'pdf',
    );
    expect(generated.title).toBe('Latin test file');
    expect(generated.pages.map((page) => page.text)).toEqual(['first line\nsecond line', 'page two']);
  });

  it('explains why a PDF cannot be read: a password, no text layer, a broken file', async () => {
    expect(await problemOf(parseDocument(encryptedPdf(), 'secret.pdf', 'pdf'))).toEqual({
      en: 'The PDF "secret.pdf" is protected by a password and cannot be read',
      zh: 'PDF 文件“secret.pdf”有密码保护，无法读取',
    });
    expect((await problemOf(parseDocument(await blankPdf(), 'scan.pdf', 'pdf'))).en).toContain(
      'has no text layer',
    );
    expect(await problemOf(parseDocument(pdfWithBrokenPage(), 'damaged.pdf', 'pdf'))).toEqual({
      en: 'The PDF "damaged.pdf": page 2 could not be read: Page dictionary kid reference points to wrong type of object.',
      zh: 'PDF 文件“damaged.pdf”第 2 页无法读取：Page dictionary kid reference points to wrong type of object.',
    });
    const broken = await problemOf(parseDocument(utf8('%PDF-1.7\nnothing else'), 'broken.pdf', 'pdf'));
    expect(broken.en).toMatch(/^The PDF "broken.pdf" could not be read: .+/);
    expect(broken.zh).toMatch(/^无法读取 PDF 文件“broken.pdf”：.+/);
  });

  it('reads a Word document keeping its headings as markdown headings', async () => {
    const document = await parseDocument(await guideDocx(), 'guide.docx', 'docx');
    expect(document.pages[0]?.text).toBe(
      '# Guide\n\nThis guide explains the product.\n\n## Install\n\nRun the installer and restart.\n\n安装完成后重新启动。',
    );
    const corrupt = new Uint8Array(await guideDocx());
    corrupt.fill(0, 200, 2000);
    expect((await problemOf(parseDocument(corrupt, 'broken.docx', 'docx'))).en).toMatch(
      /^The Word document "broken.docx" could not be read: .+/,
    );
  });

  it('reads a spreadsheet one sheet per page, a row per line', async () => {
    const document = await parseDocument(await peopleXlsx(), 'people.xlsx', 'xlsx');
    expect(document.pages).toEqual([
      { number: 1, text: '# People\nname: Ann; city: Berlin; age: 31\nname: 李雷; city: 北京; age: 28' },
      { number: 2, text: '# Notes\nremember the milk' },
    ]);
  });

  it('reads CSV rows as "header: value" lines and names the line of a broken row', async () => {
    const document = await parseDocument(
      utf8('name;city\nAnn;Berlin\n\n"Bob";"Paris, TX"\n'),
      'c.csv',
      'csv',
    );
    expect(document.pages[0]?.text).toBe('name: Ann; city: Berlin\nname: Bob; city: Paris, TX');
    const broken = await problemOf(parseDocument(utf8('a,b\n1,"unclosed\n'), 'broken.csv', 'csv'));
    expect(broken.en).toMatch(/^The CSV file "broken.csv" is not valid at line \d+: /);
    expect(broken.zh).toMatch(/^CSV 文件“broken.csv”第 \d+ 行有误：/);
  });

  it('reads HTML as readable text with its title, JSON as pretty text, text and markdown as written', async () => {
    const html = await parseDocument(
      utf8(
        '<html><head><title>Manual</title><script>var x = 1;</script></head><body><h2>Setup</h2><p>Do <b>this</b>.</p></body></html>',
      ),
      'm.html',
      'html',
    );
    expect(html).toEqual({
      kind: 'html',
      title: 'Manual',
      pages: [{ number: 1, text: '## Setup\n\nDo this.' }],
    });
    const fragment = await parseDocument(
      utf8('<title>Note</title><p>Only a fragment.</p>'),
      'f.html',
      'html',
    );
    expect(fragment).toMatchObject({ title: 'Note', pages: [{ number: 1, text: 'Only a fragment.' }] });
    const json = await parseDocument(utf8('{"a":[1,2],"名字":"值"}'), 'd.json', 'json');
    expect(json.pages[0]?.text).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "名字": "值"\n}');
    const markdown = await parseDocument(utf8('\uFEFF# Title\r\n\r\nBody'), 'r.md', 'md');
    expect(markdown.pages[0]?.text).toBe('# Title\n\nBody');
    expect(textDocument('a\r\nb')).toEqual({ kind: 'text', pages: [{ number: 1, text: 'a\nb' }] });
  });

  it('refuses a file with no text at all, and bytes that are not UTF-8 text', async () => {
    expect(await problemOf(parseDocument(utf8(' \n\t\n'), 'blank.txt', 'txt'))).toEqual({
      en: 'The file "blank.txt" contains no text',
      zh: '文件“blank.txt”中没有文字',
    });
    expect((await problemOf(parseDocument(new Uint8Array([0xc3, 0x28]), 'bad.txt', 'txt'))).en).toBe(
      'The file "bad.txt" is not UTF-8 text',
    );
    expect((await problemOf(parseDocument(new Uint8Array(), 'empty.md', 'md'))).en).toBe(
      'The file "empty.md" is empty',
    );
  });
});
