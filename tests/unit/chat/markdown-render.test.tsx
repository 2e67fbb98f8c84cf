import { screen, waitFor, within } from '@testing-library/react';
import i18n from '@/locales/i18n';
import { renderMarkdown } from './markdown-helpers';

describe('ChatMarkdown rendering', () => {
  it('renders GFM tables, task lists, strikethrough and autolinks', () => {
    const content = [
      '| Name | Score |',
      '| --- | --- |',
      '| Ada | 42 |',
      '',
      '- [x] done item',
      '- [ ] open item',
      '',
      '~~gone~~ and https://example.com/page',
    ].join('\n');
    const { container } = renderMarkdown({ content });

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '42' })).toBeInTheDocument();

    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    expect(boxes[0]).toBeDisabled();

    expect(container.querySelector('del')).toHaveTextContent('gone');
    expect(screen.getByRole('link', { name: 'https://example.com/page' })).toHaveAttribute(
      'href',
      'https://example.com/page',
    );
  });

  it('renders inline and display math with KaTeX', async () => {
    const { container } = renderMarkdown({ content: 'Inline $a^2 + b^2$ here.\n\n$$\n\\frac{1}{2}\n$$' });
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('math annotation')).toHaveTextContent('a^2 + b^2');
  });

  it('renders math written between \\( \\) and \\[ \\], as many models write it, but not inside code', async () => {
    const { container } = renderMarkdown({
      content: 'Area is \\(\\pi r^2\\):\n\\[\nE = mc^2\n\\]\nIn code: `\\(x\\)`\n\n```latex\n\\(y\\)\n```',
    });
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('.katex-display annotation')).toHaveTextContent('E = mc^2');
    expect(container.querySelector('p code')).toHaveTextContent('\\(x\\)');
    expect(container.querySelector('pre code')).toHaveTextContent('\\(y\\)');
  });

  it('opens links in a new tab without giving the page a handle on ours', () => {
    renderMarkdown({ content: 'See [the docs](https://docs.example.com).' });
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://docs.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders inline code and a bare fence without a language', () => {
    const { container } = renderMarkdown({ content: 'Use `npm test` now.\n\n```\nplain block\n```' });
    expect(container.querySelector('p code')).toHaveTextContent('npm test');
    expect(screen.getByText('Text')).toBeInTheDocument();
    expect(container.querySelector('pre code')).toHaveTextContent('plain block');
  });

  // vis-chart, vis-db-chart and vis-dashboard are drawn as charts (chart-*.test.tsx).
  it.each(['vis-code', 'vis-plugin', 'vis-unknown-kind'])(
    'shows a %s block as a neutral code block',
    (kind) => {
      const payload = '{"type": "response_line_chart", "sql": "SELECT 1"}';
      const { container } = renderMarkdown({
        content: `Before\n\n\`\`\`\`\`\`${kind}\n${payload}\n\`\`\`\`\`\`\n\nAfter`,
      });
      expect(screen.getByText(kind)).toBeInTheDocument();
      expect(container.querySelector('pre code')).toHaveTextContent(payload);
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByText('After')).toBeInTheDocument();
    },
  );

  it('renders its labels in Chinese when the language is Chinese', async () => {
    try {
      renderMarkdown({ content: '```python\nprint(1)\n```' }, { language: 'zh' });
      expect(await screen.findByRole('button', { name: '复制' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
