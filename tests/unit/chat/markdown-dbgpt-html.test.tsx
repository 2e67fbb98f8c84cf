import { screen } from '@testing-library/react';
import { renderMarkdown } from './markdown-helpers';

describe("ChatMarkdown with DB-GPT's own markup", () => {
  it.each([
    ['double quotes', '<span style="color:red">ERROR!</span>Generate view content failed'],
    ['single quotes and spaces', "<span style='color: red;'>ERROR!</span> Generate view content failed"],
  ])('renders its coloured error span (%s) as a red span, never as tags', (_case, content) => {
    const { container } = renderMarkdown({ content });
    const mark = screen.getByText('ERROR!');
    expect(mark.tagName).toBe('SPAN');
    expect(mark).toHaveClass('text-red-600');
    expect(mark).not.toHaveAttribute('style');
    expect(container).toHaveTextContent(/ERROR!\s?Generate view content failed/);
    expect(container.textContent).not.toMatch(/<\/?span/);
  });

  it('keeps markdown inside a coloured span and line breaks between', () => {
    const { container } = renderMarkdown({
      content: 'The query: <span style="color:green">**done**</span><br>Rows: 3',
    });
    const strong = screen.getByText('done');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement).toHaveClass('text-green-600');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).not.toContain('<');
  });

  it('strips the tags of a colour it does not know and of a span left open', () => {
    const { container } = renderMarkdown({
      content: 'A <span style="color:#123456">teal</span> word.\n\nOpen <span style="color:red">never closed',
    });
    expect(screen.getByText('teal')).not.toHaveAttribute('class');
    expect(container).toHaveTextContent('A teal word.');
    expect(container).toHaveTextContent('Open never closed');
    expect(container.textContent).not.toContain('<');
  });

  it('renders a block of nothing but its tags', () => {
    const { container } = renderMarkdown({ content: '<span style="color:red">\nERROR!\n</span>\n\nafter' });
    expect(container.textContent).not.toContain('<');
    expect(container.querySelector('span.text-red-600')).toHaveTextContent('ERROR!');
  });

  it.each([
    ['another style', '<span style="background:url(https://x.test/a.png)">x</span>'],
    ['an event handler', '<span style="color:red" onclick="alert(1)">x</span>'],
    ['a class', '<span class="text-red-600">x</span>'],
    ['another element', '<div style="color:red">x</div>'],
  ])('shows any other HTML (%s) as the text it is, as before', (_case, content) => {
    const { container } = renderMarkdown({ content });
    expect(container).toHaveTextContent(content);
    expect(container.querySelector('[style], [onclick], .text-red-600')).toBeNull();
  });
});
