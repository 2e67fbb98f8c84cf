import { screen, waitFor } from '@testing-library/react';
import { renderMarkdown } from './markdown-helpers';

describe('ChatMarkdown with untrusted content', () => {
  it('never creates an element with an event handler from raw HTML', () => {
    const handler = vi.fn();
    Object.assign(window, { pwned: handler });
    try {
      const { container } = renderMarkdown({
        content:
          'Look: <img src=x onerror="window.pwned()"> and <a href="#" onclick="window.pwned()">me</a>\n\n<div onmouseover="window.pwned()">hover</div>',
      });
      expect(container.querySelector('[onerror], [onclick], [onmouseover]')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
      // The model's HTML is shown as the text it wrote, not lost.
      expect(container).toHaveTextContent('<img src=x onerror="window.pwned()">');
      container.querySelectorAll('*').forEach((element) => element.dispatchEvent(new Event('error')));
      expect(handler).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'pwned');
    }
  });

  it('does not render a script element', () => {
    const { container } = renderMarkdown({ content: 'Hi\n\n<script>window.pwned = 1</script>\n\nthere' });
    expect(container.querySelector('script')).toBeNull();
    expect(window).not.toHaveProperty('pwned');
    expect(screen.getByText('there')).toBeInTheDocument();
  });

  it.each([
    ['javascript', '[x](javascript:alert(1))'],
    ['JavaScript in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript', '[x](&#106;avascript:alert(1))'],
    ['vbscript', '[x](vbscript:msgbox(1))'],
    ['data', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ])('leaves a %s link inert', (_name, content) => {
    const { container } = renderMarkdown({ content });
    expect(screen.getByText('x')).toBeInTheDocument();
    for (const element of container.querySelectorAll('[href]')) {
      expect(element.getAttribute('href')).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
  });

  it('drops unsafe image sources but keeps inline raster images', () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgo=';
    const { container } = renderMarkdown({
      content: `![bad](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2Zz4=) ![dot](${pixel})`,
    });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([pixel]);
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('keeps KaTeX from following links written in math', async () => {
    const { container } = renderMarkdown({ content: '$\\href{javascript:alert(1)}{click}$' });
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('a, [href]')).toBeNull();
  });

  it('turns a lone <br> in a table cell into a line break', () => {
    const { container } = renderMarkdown({ content: '| a |\n| - |\n| one<br>two |' });
    expect(container.querySelector('td br')).not.toBeNull();
  });
});
