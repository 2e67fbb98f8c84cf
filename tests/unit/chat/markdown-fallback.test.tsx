import { screen } from '@testing-library/react';
import { renderMarkdown } from './markdown-helpers';

// A renderer fault, such as a parser bug on some unusual input, simulated for messages containing BOOM.
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-markdown')>();
  return {
    ...actual,
    default: (props: Parameters<typeof actual.default>[0]) => {
      if (props.children?.includes('BOOM')) throw new Error('parser exploded');
      return actual.default(props);
    },
  };
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatMarkdown when rendering fails', () => {
  it('shows the raw text of the message instead of crashing', () => {
    const raw = 'Here is **BOOM** with <b>raw</b> text';
    const { container } = renderMarkdown({ content: raw });

    expect(
      screen.getByText('This message could not be formatted, so it is shown as plain text.'),
    ).toBeInTheDocument();
    expect(screen.getByText(raw)).toBeInTheDocument();
    expect(container.querySelector('strong, b')).toBeNull();
  });

  it('tries again when the text changes, so a streaming message recovers', () => {
    const { rerenderMarkdown } = renderMarkdown({ content: 'BOOM so far' });
    expect(screen.getByText('BOOM so far')).toBeInTheDocument();

    rerenderMarkdown({ content: 'Now **fine**' });
    expect(screen.getByText('fine').tagName).toBe('STRONG');
    expect(screen.queryByText(/could not be formatted/)).toBeNull();
  });

  it('keeps the other messages on the page rendering', () => {
    renderMarkdown({ content: 'BOOM here' });
    renderMarkdown({ content: 'A **healthy** message' });
    expect(screen.getByText('BOOM here')).toBeInTheDocument();
    expect(screen.getByText('healthy').tagName).toBe('STRONG');
  });
});
