import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DbgptsListPage from '@/components/dbgpts/dbgpts-list-page';
import type { PaginationResult } from '@/contract/common';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { failed, notFound, ok, recordNotices, serveTime } from '../support/construct-lists';

/** Hub packages as DB-GPT's dbgpts hub pages them (contract 10.6): `installed` is 0/1. */
function hubItem(id: number, name: string, extra: Partial<DbgptsHubItem> = {}): DbgptsHubItem {
  return {
    id,
    name,
    description: `${name} from the community`,
    author: 'csunny',
    email: null,
    type: 'flow',
    version: '0.1.0',
    storage_channel: 'eosphoros/dbgpts',
    storage_url: `workflow/${name}`,
    download_param: null,
    installed: 0,
    gmt_created: serveTime(3000),
    gmt_modified: serveTime(2 * 24 * 60),
    ...extra,
  };
}

const HUB = [
  hubItem(1, 'awel-flow-rag-chat-example', { installed: 1 }),
  hubItem(2, 'simple-agent', { type: 'agent', author: 'fangyinc', version: '0.2.0' }),
];

const MINE: MyDbgpts[] = [
  {
    id: 7,
    user_name: 'dbgpt',
    sys_code: null,
    name: 'awel-flow-rag-chat-example',
    file_name: 'awel_flow_rag_chat_example',
    type: 'flow',
    version: '0.1.0',
    use_count: 3,
    succ_count: 3,
    gmt_created: serveTime(120),
    gmt_modified: serveTime(120),
  },
];

const pageOf = <T,>(items: T[], total = items.length, page = 1): PaginationResult<T> => ({
  items,
  total_count: total,
  total_pages: Math.ceil(total / 20),
  page,
  page_size: 20,
});

interface Call {
  query: Record<string, string>;
  body: Record<string, unknown>;
}

function serveDbgpts({
  hub = () => ok(pageOf(HUB)),
  mine = () => ok(pageOf(MINE)),
}: { hub?: (call: Call) => Response; mine?: (call: Call) => Response } = {}) {
  const calls: { hub: Call[]; mine: Call[] } = { hub: [], mine: [] };
  const record = async (request: Request): Promise<Call> => ({
    query: Object.fromEntries(new URL(request.url).searchParams),
    body: (await request.json()) as Record<string, unknown>,
  });
  server.use(
    ...startupHandlers(),
    http.post('*/api/v1/serve/dbgpts/hub/query_page', async ({ request }) => {
      const call = await record(request);
      calls.hub.push(call);
      return hub(call);
    }),
    http.post('*/api/v1/serve/dbgpts/my/query_page', async ({ request }) => {
      const call = await record(request);
      calls.mine.push(call);
      return mine(call);
    }),
  );
  return calls;
}

const renderDbgpts = (language: 'en' | 'zh' = 'en') =>
  renderApp(<DbgptsListPage />, { pathname: '/construct/dbgpts', language });

describe('/construct/dbgpts', () => {
  it('lists the hub’s packages: name, description, type, version, author, repository, installed, last change', async () => {
    const calls = serveDbgpts();
    await renderDbgpts();

    const rag = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(rag).getByText('awel-flow-rag-chat-example from the community')).toBeInTheDocument();
    expect(within(rag).getByText('Workflows')).toBeInTheDocument();
    expect(within(rag).getByText('Version 0.1.0')).toBeInTheDocument();
    expect(within(rag).getByText('By csunny')).toBeInTheDocument();
    expect(within(rag).getByText('eosphoros/dbgpts')).toBeInTheDocument();
    expect(within(rag).getByTestId('dbgpts-installed')).toHaveTextContent('Installed');
    expect(await within(rag).findByText('Updated 2 days ago')).toBeInTheDocument();

    const agent = screen.getByRole('article', { name: 'simple-agent' });
    expect(within(agent).getByText('Agents')).toBeInTheDocument();
    expect(within(agent).queryByTestId('dbgpts-installed')).toBeNull();

    expect(calls.hub[0]).toEqual({ query: { page: '1', page_size: '20' }, body: {} });
  });

  it('switches to the installed packages and filters by type on the server', async () => {
    const calls = serveDbgpts();
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByRole('article', { name: 'simple-agent' });

    await user.click(screen.getByRole('radio', { name: 'Installed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'simple-agent' })).toBeNull());
    const mine = screen.getByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(mine).getByText('awel_flow_rag_chat_example')).toBeInTheDocument();
    expect(within(mine).getByText('Owner: dbgpt')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Agents' }));
    await waitFor(() => expect(calls.mine.at(-1)?.body).toEqual({ type: 'agent' }));
  });

  it('says the hub has none, and that a type has none, without claiming the server has nothing', async () => {
    serveDbgpts({ hub: () => ok(pageOf<DbgptsHubItem>([])) });
    const user = userEvent.setup();
    await renderDbgpts();
    expect(await screen.findByText('The server’s hub has no packages')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Operators' }));
    expect(await screen.findByText('No package of this type')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    serveDbgpts({
      hub: () => {
        calls += 1;
        return calls === 1 ? failed('Query dbgpts hub failed') : ok(pageOf(HUB));
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();

    const panel = await screen.findByTestId('dbgpts-list-error');
    expect(panel).toHaveTextContent('The packages could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'simple-agent' })).toBeInTheDocument();
  });

  it('says plainly that a server without the hub does not offer community packages yet', async () => {
    serveDbgpts({ hub: () => notFound('POST', '/api/v1/serve/dbgpts/hub/query_page') });
    await renderDbgpts();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('dbgpts-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer community packages (dbgpts) yet');
    expect(panel).toHaveTextContent('Installing and uninstalling packages come in a later version');
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese', async () => {
    serveDbgpts();
    await renderDbgpts('zh');

    const rag = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(rag).getByText('工作流')).toBeInTheDocument();
    expect(within(rag).getByText('版本 0.1.0')).toBeInTheDocument();
    expect(within(rag).getByText('作者：csunny')).toBeInTheDocument();
    expect(within(rag).getByTestId('dbgpts-installed')).toHaveTextContent('已安装');
    expect(await within(rag).findByText('2 天前更新')).toBeInTheDocument();
  });
});
