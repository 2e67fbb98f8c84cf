import { splitMarkdownBlocks } from '@/components/chat/markdown/split-blocks';

describe('splitting markdown into blocks for streaming', () => {
  it('splits at blank lines', () => {
    expect(splitMarkdownBlocks('# Title\n\nFirst para\nstill first\n\n- a\n- b')).toEqual([
      '# Title',
      'First para\nstill first',
      '- a\n- b',
    ]);
  });

  it('keeps fenced code with blank lines in one block, also while the fence is still open', () => {
    const code = '```python\nx = 1\n\ny = 2\n```';
    expect(splitMarkdownBlocks(`Intro\n\n${code}\n\nAfter`)).toEqual(['Intro', code, 'After']);
    expect(splitMarkdownBlocks('Intro\n\n~~~\na\n\nb')).toEqual(['Intro', '~~~\na\n\nb']);
  });

  it('keeps display math with blank lines in one block', () => {
    expect(splitMarkdownBlocks('$$\na\n\nb\n$$\n\ntext')).toEqual(['$$\na\n\nb\n$$', 'text']);
  });

  it('drops runs of blank lines and keeps a growing last block whole', () => {
    expect(splitMarkdownBlocks('a\n\n\n\nb par')).toEqual(['a', 'b par']);
    expect(splitMarkdownBlocks('')).toEqual([]);
  });
});
