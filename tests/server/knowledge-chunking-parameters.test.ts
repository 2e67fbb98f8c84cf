import { chunkStrategies, resolveChunkParameters } from '@/server/knowledge/chunking';
import { DocumentProblem, type ParsedDocument } from '@/server/knowledge/pipeline';

const page = (text: string) => ({ number: 1, text });
const markdown: ParsedDocument = { kind: 'md', pages: [page('# A\n\ntext')] };
const pdf: ParsedDocument = { kind: 'pdf', pages: [page('one'), { number: 2, text: 'two' }] };
const plainText: ParsedDocument = { kind: 'text', pages: [page('no headings here')] };
const headedText: ParsedDocument = { kind: 'text', pages: [page('intro\n\n## Usage\n\nsteps')] };

function problemOf(resolve: () => unknown): { en: string; zh: string } {
  try {
    resolve();
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentProblem);
    return { en: (error as DocumentProblem).text.in('en'), zh: (error as DocumentProblem).text.in('zh') };
  }
  throw new Error('expected a DocumentProblem');
}

describe('the chunk strategy catalogue', () => {
  it('lists the five strategies with their parameters, suffixes and knowledge types', () => {
    const strategies = chunkStrategies('en');
    expect(strategies.map((strategy) => strategy.strategy)).toEqual([
      'CHUNK_BY_SIZE',
      'CHUNK_BY_PAGE',
      'CHUNK_BY_PARAGRAPH',
      'CHUNK_BY_SEPARATOR',
      'CHUNK_BY_MARKDOWN_HEADER',
    ]);
    const [bySize, byPage, byParagraph, bySeparator, byHeader] = strategies;
    expect(
      bySize?.parameters.map(({ param_name, param_type, default_value }) => [
        param_name,
        param_type,
        default_value,
      ]),
    ).toEqual([
      ['chunk_size', 'int', 512],
      ['chunk_overlap', 'int', 50],
    ]);
    expect(
      byParagraph?.parameters.map((parameter) => [parameter.param_name, parameter.default_value]),
    ).toEqual([['separator', '\n']]);
    expect(
      bySeparator?.parameters.map((parameter) => [parameter.param_name, parameter.default_value]),
    ).toEqual([
      ['separator', '\n'],
      ['enable_merge', false],
    ]);
    expect(byPage).toMatchObject({
      name: 'page',
      parameters: [],
      suffix: ['pdf', 'xlsx'],
      type: ['DOCUMENT'],
    });
    expect(bySize?.suffix).toEqual(
      expect.arrayContaining(['pdf', 'md', 'docx', 'txt', 'csv', 'xlsx', 'html', 'json']),
    );
    expect(bySize?.type).toEqual(['DOCUMENT', 'URL', 'TEXT']);
    expect(byHeader?.suffix).toEqual(['md', 'docx', 'html']);
  });

  it('speaks the caller’s language', () => {
    const [bySize] = chunkStrategies('zh');
    expect(bySize?.name).toBe('按大小');
    expect(bySize?.description).toContain('chunk_overlap');
    expect(bySize?.parameters[0]?.description).toBe('每个分块最多的字符数');
  });
});

describe('chunk parameters', () => {
  it('Automatic (or nothing) picks the kind’s default: sections for markdown and headed text, size otherwise', () => {
    expect(resolveChunkParameters(undefined, markdown, {})).toEqual({
      chunk_strategy: 'CHUNK_BY_MARKDOWN_HEADER',
      chunk_size: 512,
      chunk_overlap: 50,
      separator: '\n',
      enable_merge: false,
    });
    expect(resolveChunkParameters({ chunk_strategy: 'Automatic' }, pdf, {}).chunk_strategy).toBe(
      'CHUNK_BY_SIZE',
    );
    expect(resolveChunkParameters({ chunk_strategy: 'Automatic' }, plainText, {}).chunk_strategy).toBe(
      'CHUNK_BY_SIZE',
    );
    expect(resolveChunkParameters({ chunk_strategy: 'Automatic' }, headedText, {}).chunk_strategy).toBe(
      'CHUNK_BY_MARKDOWN_HEADER',
    );
  });

  it('takes sizes from the request, then the space, then 512/50', () => {
    const request = { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 300, chunk_overlap: 30 };
    expect(resolveChunkParameters(request, pdf, { chunkSize: 1000, chunkOverlap: 100 })).toMatchObject({
      chunk_size: 300,
      chunk_overlap: 30,
    });
    expect(
      resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SIZE' }, pdf, {
        chunkSize: 1000,
        chunkOverlap: 100,
      }),
    ).toMatchObject({
      chunk_size: 1000,
      chunk_overlap: 100,
    });
    expect(
      resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: null }, pdf, {}),
    ).toMatchObject({ chunk_size: 512, chunk_overlap: 50 });
    // An overlap nobody asked for here fits itself to a small requested size.
    expect(
      resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 20 }, pdf, {}),
    ).toMatchObject({ chunk_size: 20, chunk_overlap: 19 });
  });

  it('reads a separator typed as \\n as a line break and keeps merge as asked', () => {
    const resolved = resolveChunkParameters(
      { chunk_strategy: 'CHUNK_BY_SEPARATOR', separator: '\\n\\n', enable_merge: true },
      plainText,
      {},
    );
    expect(resolved).toMatchObject({ separator: '\n\n', enable_merge: true });
  });

  it('refuses values that cannot work, saying why in both languages', () => {
    expect(
      problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 0 }, pdf, {})),
    ).toEqual({
      en: 'chunk_size must be at least 1 (it is 0)',
      zh: 'chunk_size 至少为 1（当前为 0）',
    });
    expect(
      problemOf(() =>
        resolveChunkParameters(
          { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: 100, chunk_overlap: 100 },
          pdf,
          {},
        ),
      ).en,
    ).toBe('chunk_overlap must be at least 0 and less than chunk_size 100 (it is 100)');
    expect(
      problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SIZE', chunk_overlap: -1 }, pdf, {}))
        .en,
    ).toContain('(it is -1)');
    expect(problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_WORDS' }, pdf, {})).en).toBe(
      'Unknown chunk strategy "CHUNK_BY_WORDS"; use one of Automatic, CHUNK_BY_SIZE, CHUNK_BY_PAGE, CHUNK_BY_PARAGRAPH, CHUNK_BY_SEPARATOR, CHUNK_BY_MARKDOWN_HEADER',
    );
    expect(
      problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_PAGE' }, markdown, {})),
    ).toEqual({
      en: 'The chunk strategy "CHUNK_BY_PAGE" cannot cut a MD document; use one of Automatic, CHUNK_BY_SIZE, CHUNK_BY_PARAGRAPH, CHUNK_BY_SEPARATOR, CHUNK_BY_MARKDOWN_HEADER',
      zh: '切分策略“CHUNK_BY_PAGE”不能用于MD文档；请使用以下之一：Automatic、CHUNK_BY_SIZE、CHUNK_BY_PARAGRAPH、CHUNK_BY_SEPARATOR、CHUNK_BY_MARKDOWN_HEADER',
    });
    expect(
      problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_MARKDOWN_HEADER' }, pdf, {})).en,
    ).toContain('cannot cut a PDF document');
    expect(
      problemOf(() => resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_PAGE' }, plainText, {})).zh,
    ).toContain('不能用于文本文档');
    expect(
      problemOf(() =>
        resolveChunkParameters({ chunk_strategy: 'CHUNK_BY_SEPARATOR', separator: '' }, plainText, {}),
      ).en,
    ).toBe('The separator must not be empty');
  });
});
