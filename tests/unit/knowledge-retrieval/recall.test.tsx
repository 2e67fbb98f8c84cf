import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import RecallPage from '@/components/knowledge/recall/recall-page';
import { highlightParts, questionTerms } from '@/components/knowledge/recall/highlight';
import { formatScore } from '@/components/knowledge/recall/recall-results';
import type { RecallChunk, RecallTestRequest } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { ok, recordPosts, refused, serveShell, SPACE } from './fixtures';

const CHUNKS: RecallChunk[] = [
  {
    chunk_id: '11',
    chunk_name: 'install.md',
    content: 'To INSTALL the agent, run the installer.\nThen restart.',
    // As this server answers: the document id beside the chunk, the chunk's own metadata inside.
    document_id: 3,
    metadata: { header: 'Install' },
    score: 0.8731,
    retriever: 'bm25',
  },
  {
    chunk_id: '27',
    content: '退货政策：购买后三十天内可以退货。',
    metadata: { source: 'policy.pdf' },
    score: 0.42,
    retriever: 'embedding',
  },
];

function serveOptions(retrievers = ['bm25', 'embedding'], questions = ['How do I install the agent?']) {
  server.use(
    http.get(`*/knowledge/${SPACE}/recall_retrievers`, () => ok(retrievers)),
    http.get(`*/knowledge/${SPACE}/recommend_questions`, () => ok(questions)),
  );
}

const renderRecall = () =>
  renderApp(<RecallPage />, {
    pathname: '/construct/knowledge/recall',
    query: { isFirst: 'admin', spaceName: SPACE },
  });

const question = () => screen.getByRole('textbox', { name: 'Test question' });

describe('recall test page', () => {
  it('sends top k, threshold and the chosen retrievers; shows ranked cards with the question’s words marked', async () => {
    serveShell();
    serveOptions();
    const bodies = recordPosts<RecallTestRequest>(`/knowledge/${SPACE}/recall_test`, () => ok(CHUNKS));
    const user = userEvent.setup();
    await renderRecall();

    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      `Knowledge›${SPACE}›Recall test`,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'embedding' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Top k' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Top k' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Score threshold' }), '0.3');
    await user.type(question(), 'install agent 退货政策');
    await user.keyboard('{Enter}');

    const results = await screen.findByTestId('recall-results');
    expect(bodies).toEqual([
      {
        question: 'install agent 退货政策',
        recall_top_k: 3,
        recall_score_threshold: 0.3,
        recall_retrievers: ['bm25'],
      },
    ]);
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('No. 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Score 0.873')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Found by bm25')).toBeInTheDocument();
    expect(within(cards[0]).getByText('install.md')).toBeInTheDocument();
    const marked = (card: HTMLElement) =>
      Array.from(card.querySelectorAll('mark'), (mark) => mark.textContent);
    // English case-insensitively and as whole words ("installer" stays plain), Chinese by its words.
    expect(marked(cards[0])).toEqual(['INSTALL', 'agent']);
    expect(marked(cards[1])).toEqual(['退货', '政策', '退货']);
    expect(within(cards[1]).getByText('policy.pdf')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Open chunk' })).toHaveAttribute(
      'href',
      `/construct/knowledge/chunk?spaceName=${SPACE}&id=3&chunkId=11`,
    );
    expect(within(cards[1]).queryByRole('link')).toBeNull();
  });

  it('runs a recommended question, and says so when nothing matched', async () => {
    serveShell();
    serveOptions();
    const bodies = recordPosts<RecallTestRequest>(`/knowledge/${SPACE}/recall_test`, () => ok([]));
    const user = userEvent.setup();
    await renderRecall();

    await user.click(await screen.findByRole('button', { name: 'How do I install the agent?' }));
    expect(await screen.findByText('No chunk matched')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ question: 'How do I install the agent?', recall_top_k: 5 });
    expect(question()).toHaveValue('How do I install the agent?');
  });

  it('refuses an empty question and a top k below 1 before asking the server', async () => {
    serveShell();
    serveOptions();
    const bodies = recordPosts<RecallTestRequest>(`/knowledge/${SPACE}/recall_test`, () => ok([]));
    const user = userEvent.setup();
    await renderRecall();

    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a question to test');
    await user.type(question(), 'anything');
    await user.clear(screen.getByRole('spinbutton', { name: 'Top k' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Top k' }), '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Top k must be a whole number of at least 1');
    expect(bodies).toHaveLength(0);
  });

  it('shows the server’s reason when the test fails and keeps what the user typed', async () => {
    serveShell();
    serveOptions([], []);
    recordPosts<RecallTestRequest>(`/knowledge/${SPACE}/recall_test`, () =>
      refused('Unknown space product_docs', 404),
    );
    const user = userEvent.setup();
    await renderRecall();

    await user.type(question(), 'keep me');
    await user.keyboard('{Enter}');
    const error = await screen.findByTestId('recall-error');
    expect(error).toHaveTextContent('The recall test failed');
    expect(error).toHaveTextContent('Unknown space product_docs');
    expect(question()).toHaveValue('keep me');
    expect(screen.getByRole('spinbutton', { name: 'Top k' })).toHaveValue(5);
  });

  it('speaks Chinese', async () => {
    serveShell();
    serveOptions();
    await renderApp(<RecallPage />, {
      pathname: '/construct/knowledge/recall',
      query: { isFirst: 'admin', spaceName: SPACE },
      language: 'zh',
    });
    expect(screen.getByRole('textbox', { name: '测试问题' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'bm25' })).toBeChecked());
  });
});

describe('question terms', () => {
  it('segments Chinese into words and lower-cases English, longest first', () => {
    expect(questionTerms('How to INSTALL a 数据库?')).toEqual(['install', 'how', 'to', '数据']);
    expect(questionTerms('退货政策是什么')).toEqual(['退货', '政策', '什么']);
  });

  it('marks every occurrence of a whole word regardless of case, never a part of a word', () => {
    expect(highlightParts('Install, install, INSTALLED', ['install'])).toEqual([
      { text: 'Install', matched: true },
      { text: ', ', matched: false },
      { text: 'install', matched: true },
      { text: ', INSTALLED', matched: false },
    ]);
    expect(highlightParts('Get the budget', ['get'])).toEqual([
      { text: 'Get', matched: true },
      { text: ' the budget', matched: false },
    ]);
  });

  it('marks a Chinese word the segmenter cuts into characters, and not a character of another word', () => {
    expect(highlightParts('三十天内可以退货。', ['退货'])).toEqual([
      { text: '三十天内可以', matched: false },
      { text: '退货', matched: true },
      { text: '。', matched: false },
    ]);
    expect(highlightParts('数据库', ['数'])).toEqual([{ text: '数据库', matched: false }]);
  });
});

describe('recall scores', () => {
  it('keeps a tiny BM25 score from reading as 0, and a large one short', () => {
    expect(formatScore(0.0000012345)).toBe('0.00000123');
    expect(formatScore(0.8731)).toBe('0.873');
    expect(formatScore(12.3456)).toBe('12.35');
  });
});
