import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkdown } from './markdown-helpers';

const PYTHON = '```python\ndef greet(name):\n    return f"hi {name}"\n```';
// Highlighting is cached per code text, so this block is used by one test only.
const TYPESCRIPT = '```ts\nconst answer: number = 42;\n```';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ChatMarkdown code blocks', () => {
  it('shows the language and copies the code, saying so for a moment', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    mockClipboard(writeText);
    renderMarkdown({ content: PYTHON });

    expect(screen.getByText('python')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith('def greet(name):\n    return f"hi {name}"');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('says the copy failed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    renderMarkdown({ content: PYTHON });

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed');
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });

  it('says the copy failed where there is no clipboard at all', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    renderMarkdown({ content: PYTHON });

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Copy failed');
  });

  it('shows plain code at once and colours it once the highlighter has loaded', async () => {
    const { container } = renderMarkdown({ content: TYPESCRIPT });
    const pre = container.querySelector('pre');
    expect(pre).toHaveTextContent('const answer: number = 42;');
    expect(pre).toHaveAttribute('data-highlighted', 'false');

    await waitFor(() => expect(pre).toHaveAttribute('data-highlighted', 'true'), { timeout: 10_000 });
    const coloured = [...(pre?.querySelectorAll<HTMLElement>('span[style]') ?? [])];
    expect(coloured.some((span) => span.textContent === 'const' && span.style.color !== '')).toBe(true);
    expect(pre?.textContent).toBe('const answer: number = 42;');
  });

  it('leaves code uncoloured while the message is still streaming', async () => {
    const { container } = renderMarkdown({ content: PYTHON, streaming: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(container.querySelector('pre')).toHaveAttribute('data-highlighted', 'false');
  });

  it('keeps a language shiki is not asked to load as plain text', async () => {
    const { container } = renderMarkdown({ content: '```cobol\nDISPLAY "HI".\n```' });
    expect(screen.getByText('cobol')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(container.querySelector('pre')).toHaveAttribute('data-highlighted', 'false');
  });
});
