import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SpaceDetailPage from '@/components/knowledge/detail/space-detail-page';
import type { DocumentListRequest, KnowledgeDocument } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { knowledgeDocument, ok, serveKnowledgeBasics, space } from './knowledge-fixtures';

const DOCUMENTS: KnowledgeDocument[] = [
  knowledgeDocument(1, 'guide.md'),
  knowledgeDocument(2, 'report.pdf', {
    status: 'FAILED',
    chunk_size: 0,
    result: 'report.pdf, page 3: the page has no text layer',
  }),
  knowledgeDocument(3, 'faq', { doc_type: 'TEXT', status: 'TODO', chunk_size: 0, last_sync: null }),
];

function serveSpace(documents: () => KnowledgeDocument[] = () => DOCUMENTS) {
  serveKnowledgeBasics();
  const calls = {
    list: [] as DocumentListRequest[],
    sync: [] as unknown[],
    edit: [] as unknown[],
    del: [] as unknown[],
  };
  server.use(
    http.post('*/knowledge/space/list', async ({ request }) => {
      const { name } = (await request.json()) as { name?: string };
      return ok(name === 'product_docs' ? [space('product_docs')] : []);
    }),
    http.post('*/knowledge/:space/document/list', async ({ request }) => {
      calls.list.push((await request.json()) as DocumentListRequest);
      const answer = documents();
      return ok({ data: answer, total: answer.length, page: 1 });
    }),
    http.post('*/knowledge/:space/document/sync', async ({ request }) => {
      calls.sync.push(await request.json());
      return ok([2]);
    }),
    http.post('*/knowledge/:space/document/edit', async ({ request }) => {
      calls.edit.push(await request.json());
      return ok(null);
    }),
    http.post('*/knowledge/:space/document/delete', async ({ request }) => {
      calls.del.push(await request.json());
      return ok('None');
    }),
  );
  return calls;
}

const renderDetail = (spaceName = 'product_docs', language: 'en' | 'zh' = 'en') =>
  renderApp(<SpaceDetailPage />, {
    pathname: '/construct/knowledge/detail',
    query: { spaceName, isFirst: 'admin' },
    language,
  });

describe('/construct/knowledge/detail', { timeout: 20_000 }, () => {
  it('offers the graph where the server draws one: a knowledge graph space, or any space of ours', async () => {
    for (const [shown, language, label] of [
      [space('product_docs', { vector_type: 'KnowledgeGraph' }), 'en', 'Graph'],
      [space('product_docs', { visibility: 'private' }), 'en', 'Graph'],
      [space('product_docs', { vector_type: 'KnowledgeGraph' }), 'zh', '图谱'],
    ] as const) {
      serveSpace();
      server.use(http.post('*/knowledge/space/list', () => ok([shown])));
      const { unmount } = await renderDetail('product_docs', language);
      await screen.findByRole('heading', { name: 'product_docs' });
      expect(screen.getByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/construct/knowledge/graph?spaceName=product_docs',
      );
      unmount();
    }
  });

  it('shows the space and its documents: type, status, the failure reason in full, chunks, last sync', async () => {
    const calls = serveSpace();
    await renderDetail();

    expect(await screen.findByRole('heading', { name: 'product_docs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recall test' })).toHaveAttribute(
      'href',
      '/construct/knowledge/recall?spaceName=product_docs',
    );
    // A DB-GPT vector space (no `visibility`): DB-GPT draws no graph of it.
    expect(screen.queryByRole('link', { name: 'Graph' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with product_docs' })).toHaveAttribute(
      'href',
      '/chat?scene=chat_knowledge&select_param=product_docs',
    );

    const guide = await screen.findByRole('listitem', { name: 'guide.md' });
    expect(within(guide).getByText('File')).toBeInTheDocument();
    expect(within(guide).getByText('Synced')).toBeInTheDocument();
    expect(within(guide).getByTestId('chunk-count')).toHaveTextContent('12');
    expect(within(guide).getByText('May 1, 2024, 09:03')).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'Sync guide.md' })).toHaveTextContent('Re-sync');
    expect(within(guide).getByRole('link', { name: 'View the chunks of guide.md' })).toHaveAttribute(
      'href',
      '/construct/knowledge/chunk?spaceName=product_docs&id=1',
    );

    const report = screen.getByRole('listitem', { name: 'report.pdf' });
    expect(within(report).getByText('Failed')).toBeInTheDocument();
    expect(within(report).getByText('Why: report.pdf, page 3: the page has no text layer')).toBeVisible();
    const faq = screen.getByRole('listitem', { name: 'faq' });
    expect(within(faq).getByText('Text')).toBeInTheDocument();
    expect(within(faq).getByText('Never')).toBeInTheDocument();
    expect(calls.list[0]).toEqual({ page: 1, page_size: 20 });
  });

  it('filters by status and searches by name on the server', async () => {
    const calls = serveSpace();
    const user = userEvent.setup();
    await renderDetail();
    await screen.findByRole('listitem', { name: 'guide.md' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'FAILED');
    await waitFor(() => expect(calls.list.at(-1)).toEqual({ page: 1, page_size: 20, status: 'FAILED' }));
    await user.type(screen.getByRole('textbox', { name: 'Search documents by name' }), 'rep');
    await waitFor(() =>
      expect(calls.list.at(-1)).toEqual({ page: 1, page_size: 20, status: 'FAILED', doc_name: 'rep' }),
    );
  });

  it('re-syncs a failed document and follows its progress until it is synced', async () => {
    let synced = false;
    let polls = 0;
    const calls = serveSpace(() => {
      if (!synced) return DOCUMENTS;
      polls += 1;
      const report =
        polls < 2
          ? knowledgeDocument(2, 'report.pdf', { status: 'RUNNING', sync_progress: { done: 3, total: 8 } })
          : knowledgeDocument(2, 'report.pdf', { chunk_size: 8 });
      return [DOCUMENTS[0], report, DOCUMENTS[2]];
    });
    const user = userEvent.setup();
    await renderDetail();

    const report = await screen.findByRole('listitem', { name: 'report.pdf' });
    synced = true;
    await user.click(within(report).getByRole('button', { name: 'Sync report.pdf' }));
    expect(calls.sync).toEqual([{ doc_ids: [2] }]);
    expect(await within(report).findByText('3 of 8 chunks')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Sync report.pdf' })).toBeDisabled();
    expect(await within(report).findByText('Synced')).toBeInTheDocument();
    expect(within(report).getByTestId('chunk-count')).toHaveTextContent('8');
  });

  it('edits a document’s name and questions, and deletes one after a confirmation', async () => {
    const calls = serveSpace();
    const user = userEvent.setup();
    await renderDetail();

    const faq = await screen.findByRole('listitem', { name: 'faq' });
    await user.click(within(faq).getByRole('button', { name: 'Edit faq' }));
    const form = await screen.findByTestId('edit-document-form');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'refund faq');
    await user.type(
      within(form).getByRole('textbox', { name: 'Questions' }),
      'How long do refunds take?{enter}Who pays?',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.edit).toEqual([
        { doc_id: 3, doc_name: 'refund faq', questions: ['How long do refunds take?', 'Who pays?'] },
      ]),
    );
    expect(await screen.findByText('Document “refund faq” saved')).toBeInTheDocument();

    const guide = screen.getByRole('listitem', { name: 'guide.md' });
    await user.click(within(guide).getByRole('button', { name: 'Delete guide.md' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the document “guide.md”?' });
    expect(dialog).toHaveTextContent('Its chunks go with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(calls.del).toEqual([{ doc_name: 'guide.md' }]));
    expect(await screen.findByText('Document “guide.md” deleted')).toBeInTheDocument();
  });

  it('says plainly when the space does not exist', async () => {
    serveSpace();
    await renderDetail('no_such_space');
    expect(await screen.findByTestId('space-not-found')).toHaveTextContent(
      'There is no space “no_such_space”',
    );
    expect(screen.getByRole('link', { name: 'Knowledge spaces' })).toHaveAttribute(
      'href',
      '/construct/knowledge',
    );
  });

  it('speaks Chinese', async () => {
    serveSpace();
    await renderDetail('product_docs', 'zh');
    const report = await screen.findByRole('listitem', { name: 'report.pdf' });
    expect(within(report).getByText('失败')).toBeInTheDocument();
    expect(
      within(report).getByText('原因：report.pdf, page 3: the page has no text layer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加文档' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '参数' })).toBeInTheDocument();
  });
});
