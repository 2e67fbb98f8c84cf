import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { combineThinking, splitThinking } from '@/components/chat/markdown/split-thinking';
import i18n from '@/locales/i18n';
import { renderMarkdown } from './markdown-helpers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const FENCE = '``````';
const EMBEDDED = `${FENCE}vis-thinking\nThe user wants **a greeting**.\n${FENCE}\n\nHello there!`;

function thinkingPanel(): HTMLElement {
  const toggle = screen.getByRole('button', { name: /thinking/i });
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The thinking toggle controls no panel');
  return panel;
}

describe('splitThinking', () => {
  it('separates a leading vis-thinking block from the answer', () => {
    expect(splitThinking(EMBEDDED)).toEqual({
      thinking: 'The user wants **a greeting**.',
      answer: 'Hello there!',
    });
  });

  it('treats an unclosed block as thinking still in progress', () => {
    expect(splitThinking(`${FENCE}vis-thinking\nStill wondering`)).toEqual({
      thinking: 'Still wondering',
      answer: '',
    });
  });

  it('leaves a message without thinking alone', () => {
    expect(splitThinking('Just an answer\n\n```js\nx\n```')).toEqual({
      thinking: null,
      answer: 'Just an answer\n\n```js\nx\n```',
    });
  });

  it('joins separate reasoning and embedded thinking', () => {
    expect(combineThinking('first', 'second')).toBe('first\n\nsecond');
    expect(combineThinking(undefined, null)).toBeNull();
    expect(combineThinking('  ', null)).toBeNull();
  });
});

describe('ChatMarkdown thinking', () => {
  it('shows embedded vis-thinking as a collapsed block on a finished message', async () => {
    const user = userEvent.setup();
    renderMarkdown({ content: EMBEDDED });

    expect(screen.getByText('Hello there!')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show thinking' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(thinkingPanel()).not.toBeVisible();
    // The thinking is markdown too.
    expect(thinkingPanel().querySelector('strong')).toHaveTextContent('a greeting');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide thinking' })).toHaveAttribute('aria-expanded', 'true');
    expect(thinkingPanel()).toBeVisible();
    expect(screen.queryByText(/vis-thinking/)).toBeNull();
  });

  it('shows the reasoning prop as thinking, open while streaming and folded when done', () => {
    const { rerenderMarkdown } = renderMarkdown({
      content: '',
      reasoning: 'Weighing options',
      streaming: true,
    });
    expect(screen.getByRole('button', { name: 'Hide thinking' })).toHaveAttribute('aria-expanded', 'true');
    expect(thinkingPanel()).toBeVisible();
    expect(thinkingPanel()).toHaveTextContent('Weighing options');

    rerenderMarkdown({ content: 'Final answer', reasoning: 'Weighing options', streaming: false });
    expect(screen.getByRole('button', { name: 'Show thinking' })).toHaveAttribute('aria-expanded', 'false');
    expect(thinkingPanel()).not.toBeVisible();
    expect(screen.getByText('Final answer')).toBeInTheDocument();
  });

  it('opens an embedded block that is still streaming, before its fence closes', () => {
    renderMarkdown({ content: `${FENCE}vis-thinking\nLet me see`, streaming: true });
    expect(screen.getByRole('button', { name: 'Hide thinking' })).toBeInTheDocument();
    expect(thinkingPanel()).toHaveTextContent('Let me see');
  });

  it('renders no thinking block for an answer without thinking', () => {
    renderMarkdown({ content: 'Plain answer' });
    expect(screen.queryByRole('button', { name: /thinking/i })).toBeNull();
  });

  it('also folds a vis-thinking block found later in a message', () => {
    renderMarkdown({ content: `Intro\n\n${FENCE}vis-thinking\nsecond thoughts\n${FENCE}\n\nOutro` });
    expect(screen.getByRole('button', { name: 'Show thinking' })).toBeInTheDocument();
    expect(thinkingPanel()).toHaveTextContent('second thoughts');
    expect(screen.getByText('Outro')).toBeInTheDocument();
  });

  it('names the toggle in Chinese', () => {
    renderMarkdown({ content: EMBEDDED }, { language: 'zh' });
    expect(screen.getByRole('button', { name: '展开思考过程' })).toBeInTheDocument();
  });
});
