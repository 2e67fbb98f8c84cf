import { chunkDocument } from '@/server/knowledge/chunking';
import {
  DocumentProblem,
  type ParsedDocument,
  type ResolvedChunkParameters,
} from '@/server/knowledge/pipeline';

function parameters(overrides: Partial<ResolvedChunkParameters>): ResolvedChunkParameters {
  return {
    chunk_strategy: 'CHUNK_BY_SIZE',
    chunk_size: 512,
    chunk_overlap: 50,
    separator: '\n',
    enable_merge: false,
    ...overrides,
  };
}

const single = (kind: ParsedDocument['kind'], text: string): ParsedDocument => ({
  kind,
  pages: [{ number: 1, text }],
});

const ENGLISH =
  'Knowledge spaces hold documents. Each document is cut into chunks. Chunks are indexed for search! ' +
  'A question finds the chunks that answer it. The answer cites them?\n\nA second paragraph follows here.';
const CHINESE =
  '知识库保存文档。每个文档被切成分块。分块会被索引以便检索！问题会找到能回答它的分块。回答会引用这些分块？第二段从这里开始。';

describe('cutting by size', () => {
  it('keeps every chunk within the size, ends at sentence boundaries and shares the overlap', () => {
    const chunks = chunkDocument(single('text', ENGLISH), parameters({ chunk_size: 80, chunk_overlap: 20 }));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(80);
      expect(chunk.content).toBe(chunk.content.trim());
    }
    expect(chunks[0]?.content).toBe('Knowledge spaces hold documents. Each document is cut into chunks.');
    chunks.slice(0, -1).forEach((chunk, index) => {
      const next = chunks[index + 1]?.content ?? '';
      // The next chunk starts with words from the end of this one (at most the overlap), never mid-word.
      const shared = next.split(' ')[0] ?? '';
      expect(chunk.content.slice(-20)).toContain(shared);
    });
    expect(chunks.map((chunk) => chunk.content).join(' ')).toContain('A second paragraph follows here.');
  });

  it('cuts Chinese at 。！？ and overlaps by characters', () => {
    const chunks = chunkDocument(single('text', CHINESE), parameters({ chunk_size: 20, chunk_overlap: 4 }));
    expect(chunks[0]?.content).toBe('知识库保存文档。每个文档被切成分块。');
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(20);
    expect(chunks[1]?.content.startsWith('成分块。')).toBe(true);
    const withoutOverlap = chunkDocument(
      single('text', CHINESE),
      parameters({ chunk_size: 20, chunk_overlap: 0 }),
    );
    expect(withoutOverlap.map((chunk) => chunk.content).join('')).toBe(CHINESE);
  });

  it('never splits a character made of a surrogate pair', () => {
    const emoji = '😀'.repeat(25);
    const chunks = chunkDocument(single('txt', emoji), parameters({ chunk_size: 7, chunk_overlap: 2 }));
    for (const chunk of chunks) expect(chunk.content).toMatch(/^(😀)+$/u);
  });

  it('names the page a PDF chunk starts on, and the last page when it runs over', () => {
    const pdf: ParsedDocument = {
      kind: 'pdf',
      title: 'Handbook',
      pages: [
        { number: 1, text: 'Alpha page text.' },
        { number: 2, text: 'Beta page text.' },
        { number: 3, text: 'Gamma page text.' },
      ],
    };
    const chunks = chunkDocument(pdf, parameters({ chunk_size: 35, chunk_overlap: 0 }), {
      source: 'handbook.pdf',
    });
    expect(chunks).toEqual([
      {
        content: 'Alpha page text.\n\nBeta page text.',
        meta: { source: 'handbook.pdf', title: 'Handbook', page: 1, page_end: 2 },
      },
      { content: 'Gamma page text.', meta: { source: 'handbook.pdf', title: 'Handbook', page: 3 } },
    ]);
  });
});

describe('cutting by page, paragraph and separator', () => {
  const pdf: ParsedDocument = {
    kind: 'pdf',
    pages: [
      { number: 1, text: 'First page.\nSecond line.' },
      { number: 2, text: '   ' },
      { number: 3, text: 'Third page.' },
    ],
  };

  it('gives one chunk per page with its number, and none for an empty page', () => {
    expect(chunkDocument(pdf, parameters({ chunk_strategy: 'CHUNK_BY_PAGE' }))).toEqual([
      { content: 'First page.\nSecond line.', meta: { page: 1 } },
      { content: 'Third page.', meta: { page: 3 } },
    ]);
  });

  it('gives one chunk per paragraph, cutting a long one by size', () => {
    const text = 'Short one.\n\n\nAnother short one.\n' + 'word '.repeat(30).trim();
    const chunks = chunkDocument(
      single('text', text),
      parameters({ chunk_strategy: 'CHUNK_BY_PARAGRAPH', chunk_size: 50, chunk_overlap: 0 }),
    );
    expect(chunks.slice(0, 2).map((chunk) => chunk.content)).toEqual(['Short one.', 'Another short one.']);
    expect(chunks.length).toBe(5);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(50);
    expect(
      chunkDocument(pdf, parameters({ chunk_strategy: 'CHUNK_BY_PARAGRAPH' })).map(
        (chunk) => chunk.meta.page,
      ),
    ).toEqual([1, 1, 3]);
  });

  it('cuts at the separator, and merges neighbours up to the size when asked', () => {
    const text = 'a1|b22|c333|d4444|e55555';
    const apart = chunkDocument(
      single('text', text),
      parameters({ chunk_strategy: 'CHUNK_BY_SEPARATOR', separator: '|' }),
    );
    expect(apart.map((chunk) => chunk.content)).toEqual(['a1', 'b22', 'c333', 'd4444', 'e55555']);
    const merged = chunkDocument(
      single('text', text),
      parameters({
        chunk_strategy: 'CHUNK_BY_SEPARATOR',
        separator: '|',
        enable_merge: true,
        chunk_size: 12,
        chunk_overlap: 0,
      }),
    );
    expect(merged.map((chunk) => chunk.content)).toEqual(['a1|b22|c333', 'd4444|e55555']);
  });
});

describe('cutting by markdown header', () => {
  const guide = [
    'Welcome text before any heading.',
    '# Guide',
    '## Install',
    'Run the installer.',
    '```sh',
    '# not a heading, a shell comment',
    'npm install',
    '```',
    '## 配置',
    '设置数据库地址。',
    '',
    'Usage',
    '-----',
    'Call the API.',
  ].join('\n');

  it('gives each section its heading path and leaves headings inside code alone', () => {
    const chunks = chunkDocument(
      single('md', guide),
      parameters({ chunk_strategy: 'CHUNK_BY_MARKDOWN_HEADER' }),
      { source: 'guide.md' },
    );
    expect(chunks.map((chunk) => [chunk.meta.header, chunk.content.split('\n')[0]])).toEqual([
      [undefined, 'Welcome text before any heading.'],
      ['Guide > Install', '## Install'],
      ['Guide > 配置', '## 配置'],
      ['Guide > Usage', 'Usage'],
    ]);
    expect(chunks[1]?.content).toContain('# not a heading, a shell comment');
    expect(chunks.every((chunk) => chunk.meta.source === 'guide.md')).toBe(true);
  });

  it('cuts a long section by size, each piece keeping the heading path', () => {
    const long = `# Big\n\n${'这是一个很长的句子。'.repeat(30)}`;
    const chunks = chunkDocument(
      single('md', long),
      parameters({ chunk_strategy: 'CHUNK_BY_MARKDOWN_HEADER', chunk_size: 100, chunk_overlap: 10 }),
    );
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.meta.header).toBe('Big');
      expect(chunk.content.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('a document with no text', () => {
  it('gives no chunks but a readable reason', () => {
    const cut = () => chunkDocument(single('text', ' \n\n '), parameters({}));
    expect(cut).toThrow(DocumentProblem);
    expect(cut).toThrow('The document gave no chunks: it has no text');
  });
});
