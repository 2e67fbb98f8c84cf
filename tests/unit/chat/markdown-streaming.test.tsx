import { act, screen } from '@testing-library/react';
import ReactMarkdown from 'react-markdown';
import { renderMarkdown } from './markdown-helpers';

// Counts markdown parses: every render of react-markdown parses its whole text again.
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-markdown')>();
  return { ...actual, default: vi.fn(actual.default) };
});

const parses = vi.mocked(ReactMarkdown);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  parses.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatMarkdown while streaming', () => {
  it('parses at most once per frame, and the latest text wins', () => {
    const { rerenderMarkdown } = renderMarkdown({ content: 'The', streaming: true });
    expect(screen.getByText('The')).toBeInTheDocument();
    const afterMount = parses.mock.calls.length;

    for (const content of ['The answer', 'The answer is', 'The answer is 4', 'The answer is 42.']) {
      rerenderMarkdown({ content, streaming: true });
    }
    // Four updates arrived within one frame: nothing has been parsed again yet.
    expect(parses.mock.calls.length).toBe(afterMount);
    expect(screen.getByText('The')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('The answer is 42.')).toBeInTheDocument();
    expect(parses.mock.calls.length).toBe(afterMount + 1);
  });

  it('shows the final text at once when streaming ends, without waiting for a frame', () => {
    const { rerenderMarkdown } = renderMarkdown({ content: 'Partial', streaming: true });
    rerenderMarkdown({ content: 'Partial and more', streaming: true });
    rerenderMarkdown({ content: 'Partial and more, **done**.', streaming: false });

    expect(screen.getByText('done')).toBeInTheDocument();
    expect(screen.getByText('done').tagName).toBe('STRONG');
  });

  it('does not parse a finished message again when it is rendered with the same props', () => {
    const { rerenderMarkdown } = renderMarkdown({ content: 'Settled **answer**' });
    const afterMount = parses.mock.calls.length;

    rerenderMarkdown({ content: 'Settled **answer**' });
    rerenderMarkdown({ content: 'Settled **answer**' });
    act(() => {
      vi.advanceTimersToNextFrame();
    });

    expect(parses.mock.calls.length).toBe(afterMount);
  });

  it('streams thinking from the reasoning prop under the same throttle', () => {
    const { rerenderMarkdown } = renderMarkdown({ content: '', reasoning: 'Hmm', streaming: true });
    rerenderMarkdown({ content: '', reasoning: 'Hmm, let me think', streaming: true });
    expect(screen.getByText('Hmm')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('Hmm, let me think')).toBeInTheDocument();
  });
});
