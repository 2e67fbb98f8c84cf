import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, notFound, ok, recordNotices, serveTime } from '../support/construct-lists';

/** Flows as DB-GPT's serve module lists them (contract 3.0, 3.2), the canvas included. */
function flow(uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel {
  return {
    uid,
    label,
    name: label.toLowerCase().replaceAll(' ', '_'),
    flow_category: 'chat_flow',
    flow_data: { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } },
    description: `${label} flow`,
    state: 'running',
    error_message: null,
    source: 'DBGPT-WEB',
    source_url: null,
    version: '0.1.1',
    define_type: 'json',
    editable: true,
    user_name: 'dbgpt',
    sys_code: null,
    dag_id: `flow_dag_${uid}`,
    gmt_created: serveTime(120),
    gmt_modified: serveTime(10),
    metadata: null,
    variables: null,
    authors: null,
    ...extra,
  };
}

const FLOWS = [
  flow('f1', 'RAG chat'),
  flow('f2', 'Nightly report', {
    flow_category: 'common',
    state: 'load_failed',
    error_message: 'Operator llm_operator is not registered',
    define_type: 'python',
    editable: false,
  }),
];

const pageOf = (items: FlowPanel[], total = items.length, page = 1): PaginationResult<FlowPanel> => ({
  items,
  total_count: total,
  total_pages: Math.ceil(total / 20),
  page,
  page_size: 20,
});

function serveFlows(answer: (query: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    ...startupHandlers(),
    http.get('*/api/v2/serve/awel/flows', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const renderFlows = (language: 'en' | 'zh' = 'en') =>
  renderApp(<FlowListPage />, { pathname: '/construct/flow', language });

describe('/construct/flow', () => {
  it('lists the server’s flows: label and name, description, state, category, kind, source, owner, last change', async () => {
    const queries = serveFlows(() => ok(pageOf(FLOWS)));
    await renderFlows();

    const rag = await screen.findByRole('article', { name: 'RAG chat' });
    expect(within(rag).getByText('rag_chat')).toBeInTheDocument();
    expect(within(rag).getByText('RAG chat flow')).toBeInTheDocument();
    expect(within(rag).getByTestId('flow-state')).toHaveTextContent('Running');
    expect(within(rag).getByText('Chat flow')).toBeInTheDocument();
    expect(within(rag).getByText('JSON')).toBeInTheDocument();
    expect(within(rag).getByText('DBGPT-WEB')).toBeInTheDocument();
    expect(within(rag).getByText('Owner: dbgpt')).toBeInTheDocument();
    expect(await within(rag).findByText('Updated 10 minutes ago')).toBeInTheDocument();

    const nightly = screen.getByRole('article', { name: 'Nightly report' });
    expect(within(nightly).getByTestId('flow-state')).toHaveTextContent('Failed to load');
    expect(within(nightly).getByText('Operator llm_operator is not registered')).toBeInTheDocument();
    expect(within(nightly).getByText('Python')).toBeInTheDocument();
    expect(within(nightly).getByText('Not editable')).toBeInTheDocument();

    expect(Object.fromEntries(queries[0])).toEqual({ page: '1', page_size: '20' });
  });

  it('searches on the server from the first page, and pages with the server', async () => {
    const queries = serveFlows((query) => {
      const search = query.get('search');
      if (search === 'nightly') return ok(pageOf([FLOWS[1]!], 1, 1));
      if (search) return ok(pageOf([], 0, 1));
      const page = Number(query.get('page'));
      return ok(pageOf(page === 1 ? FLOWS : [flow('f3', 'Second page flow')], 25, page));
    });
    const user = userEvent.setup();
    await renderFlows();
    await screen.findByRole('article', { name: 'RAG chat' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Second page flow' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');

    const search = screen.getByRole('textbox', { name: 'Search the flows' });
    await user.type(search, 'nightly');
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Nightly report',
      ]),
    );
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', page_size: '20', search: 'nightly' });
    await user.clear(search);
    await user.type(search, 'absent');
    expect(await screen.findByText('No flow matches “absent”')).toBeInTheDocument();
  });

  it('offers Create (the canvas), Open and, for a chat flow, Chat', async () => {
    serveFlows(() => ok(pageOf(FLOWS)));
    await renderFlows();
    const rag = await screen.findByRole('article', { name: 'RAG chat' });
    expect(screen.getByRole('link', { name: /Create flow/ })).toHaveAttribute(
      'href',
      '/construct/flow/canvas',
    );
    expect(within(rag).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/construct/flow/canvas?id=f1',
    );
    expect(within(rag).getByRole('link', { name: /Chat/ })).toHaveAttribute(
      'href',
      '/chat?scene=chat_flow&select_param=f1',
    );
    const nightly = screen.getByRole('article', { name: 'Nightly report' });
    expect(within(nightly).queryByRole('link', { name: /Chat/ })).toBeNull();
  });

  it('copies a flow under a new name, checking the name first, and lists the copy', async () => {
    const bodies: unknown[] = [];
    let listed = [...FLOWS];
    serveFlows(() => ok(pageOf(listed)));
    server.use(
      http.post('*/api/v2/serve/awel/flows', async ({ request }) => {
        const body = (await request.json()) as FlowPanel;
        bodies.push(body);
        const copy = flow('f9', body.label, { name: body.name });
        listed = [copy, ...listed];
        return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: copy });
      }),
    );
    const user = userEvent.setup();
    await renderFlows();
    const rag = await screen.findByRole('article', { name: 'RAG chat' });
    await user.click(within(rag).getByRole('button', { name: 'Actions for RAG chat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy “RAG chat”' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'rag copy');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Use only letters, digits, “_” and “-”')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, 'rag_copy');
    const label = within(dialog).getByLabelText('Title');
    await user.clear(label);
    await user.type(label, 'RAG copy');
    await user.click(within(dialog).getByLabelText('Deploy'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('article', { name: 'RAG copy' })).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'rag_copy',
        label: 'RAG copy',
        editable: true,
        state: 'deployed',
        define_type: 'json',
        flow_data: FLOWS[0].flow_data,
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('uid');
  });

  it('deletes a flow only once the user confirms', async () => {
    const deleted: string[] = [];
    let listed = [...FLOWS];
    serveFlows(() => ok(pageOf(listed)));
    server.use(
      http.delete('*/api/v2/serve/awel/flows/:uid', ({ params }) => {
        deleted.push(String(params.uid));
        listed = listed.filter((item) => item.uid !== params.uid);
        return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: FLOWS[0] });
      }),
    );
    const user = userEvent.setup();
    await renderFlows();
    const rag = await screen.findByRole('article', { name: 'RAG chat' });
    await user.click(within(rag).getByRole('button', { name: 'Actions for RAG chat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “RAG chat”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(within(rag).getByRole('button', { name: 'Actions for RAG chat' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete “RAG chat”?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'RAG chat' })).toBeNull());
    expect(deleted).toEqual(['f1']);
  });

  it('says the server has none when it has none', async () => {
    serveFlows(() => ok(pageOf([])));
    await renderFlows();
    expect(await screen.findByText('This server has no AWEL flows')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    serveFlows(() => {
      calls += 1;
      return calls === 1 ? failed('Flow service error') : ok(pageOf(FLOWS));
    });
    const user = userEvent.setup();
    await renderFlows();

    const panel = await screen.findByTestId('flow-list-error');
    expect(panel).toHaveTextContent('The flows could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'RAG chat' })).toBeInTheDocument();
  });

  it('says plainly that a server without the route does not offer flows yet', async () => {
    serveFlows(() => notFound('GET', '/api/v2/serve/awel/flows'));
    await renderFlows();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('flow-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer AWEL flows yet');
    expect(panel).toHaveTextContent('this screen lists them and builds new ones');
    expect(screen.queryByText('This server has no AWEL flows')).toBeNull();
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese, the not-offered state included', async () => {
    serveFlows(() => notFound('GET', '/api/v2/serve/awel/flows'));
    await renderFlows('zh');
    expect(await screen.findByTestId('flow-list-unavailable')).toHaveTextContent(
      '此服务器尚未提供 AWEL 工作流功能',
    );
  });
});
