import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import RecallPage from '@/components/knowledge/recall/recall-page';
import type { RecallChunk, RecallTestRequest } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { ok, recordPosts, serveShell, SPACE } from './fixtures';

const CHUNK: RecallChunk = {
  chunk_id: '11',
  chunk_name: 'install.md',
  content: 'Run the installer.',
  document_id: 3,
  metadata: {},
  score: 0.5,
  retriever: 'hybrid_retriever',
};

const TEXT = {
  en: {
    question: 'Test question',
    methods: ['Keyword search (BM25)', 'Meaning search (embeddings)', 'Keywords and meaning together'],
    found: 'Found by Keywords and meaning together',
  },
  zh: {
    question: '测试问题',
    methods: ['关键词检索（BM25）', '语义检索（向量）', '关键词与语义混合检索'],
    found: '召回方式：关键词与语义混合检索',
  },
} as const;

describe('recall methods on the recall test page', () => {
  it.each(['en', 'zh'] as const)(
    'are named for people, their technical names beside them (%s)',
    async (language) => {
      const text = TEXT[language];
      serveShell();
      server.use(
        http.get(`*/knowledge/${SPACE}/recall_retrievers`, () =>
          ok(['bm25_retriever', 'embedding_retriever', 'hybrid_retriever']),
        ),
        http.get(`*/knowledge/${SPACE}/recommend_questions`, () => ok([])),
      );
      const bodies = recordPosts<RecallTestRequest>(`/knowledge/${SPACE}/recall_test`, () => ok([CHUNK]));
      const user = userEvent.setup();
      await renderApp(<RecallPage />, {
        pathname: '/construct/knowledge/recall',
        query: { isFirst: 'admin', spaceName: SPACE },
        language,
      });

      for (const method of text.methods)
        expect(await screen.findByRole('checkbox', { name: method })).toBeChecked();
      expect(screen.getByText('bm25_retriever')).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: text.methods[1] }));
      await user.type(screen.getByRole('textbox', { name: text.question }), 'installer');
      await user.keyboard('{Enter}');

      const results = await screen.findByTestId('recall-results');
      expect(within(results).getByText(text.found)).toHaveAttribute('title', 'hybrid_retriever');
      expect(bodies[0]?.recall_retrievers).toEqual(['bm25_retriever', 'hybrid_retriever']);
    },
    15_000,
  );
});
