import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import SpaceListPage from '@/components/knowledge/space-list-page';
import type { Space, SpaceDeleteRequest, SpaceListRequest } from '@/contract/knowledge';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, methodNotAllowed, notFound, ok, recordNotices, serveTime } from '../support/construct-lists';

/** Spaces as DB-GPT's knowledge API lists them (contract 4.0, 4.17): the store's own name as vector type. */
function space(id: number, name: string, extra: Partial<Space> = {}): Space {
  return {
    id,
    name,
    vector_type: 'Chroma',
    index_methods: null,
    domain_type: 'Normal',
    desc: `Everything about ${name}`,
    context: null,
    owner: 'dbgpt',
    gmt_created: serveTime(600),
    gmt_modified: serveTime(60),
    docs: 12,
    ...extra,
  };
}

const SPACES = [
  space(1, 'product_docs'),
  space(2, 'company_graph', { vector_type: 'KnowledgeGraph', docs: 0, owner: 'alice' }),
  space(3, 'annual_reports', { domain_type: 'FinancialReport', vector_type: 'FullText' }),
];

function serveSpaces(answer: () => Response) {
  const bodies: SpaceListRequest[] = [];
  server.use(
    ...startupHandlers(),
    http.post('*/knowledge/space/list', async ({ request }) => {
      bodies.push((await request.json()) as SpaceListRequest);
      return answer();
    }),
  );
  return bodies;
}

const renderSpaces = (language: 'en' | 'zh' = 'en') =>
  renderApp(<SpaceListPage />, { pathname: '/construct/knowledge', language });

describe('/construct/knowledge', () => {
  it('lists every space of the server: name, description, documents, storage, domain, owner, last change', async () => {
    const bodies = serveSpaces(() => ok(SPACES));
    await renderSpaces();

    const docs = await screen.findByRole('article', { name: 'product_docs' });
    expect(within(docs).getByText('Everything about product_docs')).toBeInTheDocument();
    expect(within(docs).getByText('Documents: 12')).toBeInTheDocument();
    expect(within(docs).getByText('Chroma')).toBeInTheDocument();
    expect(within(docs).getByText('General')).toBeInTheDocument();
    expect(within(docs).getByText('Owner: dbgpt')).toBeInTheDocument();
    expect(await within(docs).findByText('Updated an hour ago')).toBeInTheDocument();

    const graph = screen.getByRole('article', { name: 'company_graph' });
    expect(within(graph).getByText('Knowledge graph')).toBeInTheDocument();
    expect(within(graph).getByText('Documents: 0')).toBeInTheDocument();
    const reports = screen.getByRole('article', { name: 'annual_reports' });
    expect(within(reports).getByText('Full text')).toBeInTheDocument();
    expect(within(reports).getByText('Financial report')).toBeInTheDocument();

    expect(bodies).toEqual([{}]);
  });

  it('opens a space, chats with it, and deletes it after a confirmation that names it and its documents', async () => {
    serveSpaces(() => ok(SPACES));
    const deleted: SpaceDeleteRequest[] = [];
    server.use(
      http.post('*/knowledge/space/delete', async ({ request }) => {
        deleted.push((await request.json()) as SpaceDeleteRequest);
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    await renderSpaces();

    const docs = await screen.findByRole('article', { name: 'product_docs' });
    expect(within(docs).getByRole('link', { name: 'Open product_docs' })).toHaveAttribute(
      'href',
      '/construct/knowledge/detail?spaceName=product_docs',
    );
    expect(within(docs).getByRole('link', { name: 'Chat with product_docs' })).toHaveAttribute(
      'href',
      '/chat?scene=chat_knowledge&select_param=product_docs',
    );

    await user.click(within(docs).getByRole('button', { name: 'Delete product_docs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the space “product_docs”?');
    expect(dialog).toHaveTextContent(
      'Its 12 documents, their chunks and their stored files are deleted with it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(within(docs).getByRole('button', { name: 'Delete product_docs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete space' }));
    await waitFor(() => expect(deleted).toEqual([{ name: 'product_docs' }]));
    expect(await screen.findByText('Space “product_docs” deleted')).toBeInTheDocument();
  });

  it('searches names, descriptions and owners in the client', async () => {
    serveSpaces(() => ok(SPACES));
    const user = userEvent.setup();
    await renderSpaces();
    await screen.findByRole('article', { name: 'product_docs' });

    const search = screen.getByRole('textbox', { name: 'Search knowledge spaces' });
    await user.type(search, 'alice');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'company_graph',
    ]);
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText('No knowledge space matches “nothing like it”')).toBeInTheDocument();
  });

  it('says the server has none when it has none', async () => {
    serveSpaces(() => ok([]));
    await renderSpaces();
    expect(await screen.findByText('No knowledge spaces yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create space' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    serveSpaces(() => {
      calls += 1;
      return calls === 1 ? failed('space list error database is locked') : ok(SPACES);
    });
    const user = userEvent.setup();
    await renderSpaces();

    const panel = await screen.findByTestId('space-list-error');
    expect(panel).toHaveTextContent('The knowledge spaces could not be loaded');
    expect(await screen.findByText('space list error database is locked')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'product_docs' })).toBeInTheDocument();
  });

  it.each([
    ['our embedded server (404)', () => notFound('POST', '/knowledge/space/list')],
    ['a DB-GPT static mount (405)', methodNotAllowed],
  ])('says plainly that %s does not offer knowledge spaces yet', async (_server, answer) => {
    serveSpaces(answer);
    await renderSpaces();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('space-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer knowledge spaces yet');
    expect(panel).toHaveTextContent('this screen lists them and creates new ones');
    expect(screen.queryByText('No knowledge spaces yet')).toBeNull();
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese', async () => {
    serveSpaces(() => ok(SPACES));
    await renderSpaces('zh');

    const graph = await screen.findByRole('article', { name: 'company_graph' });
    expect(within(graph).getByText('知识图谱')).toBeInTheDocument();
    expect(within(graph).getByText('文档数：0')).toBeInTheDocument();
    expect(within(graph).getByText('通用')).toBeInTheDocument();
    expect(within(graph).getByText('所有者：alice')).toBeInTheDocument();
    expect(await within(graph).findByText('1 小时前更新')).toBeInTheDocument();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
    expect(within(graph).getByRole('link', { name: '与 company_graph 对话' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建知识库' })).toBeInTheDocument();
  });
});
