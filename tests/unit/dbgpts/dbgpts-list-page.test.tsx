import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DbgptsHubItem } from '@/contract/plugin';
import { failed, notFound, ok, recordNotices } from '../support/construct-lists';
import { hubItem, myItem, pageOf, renderDbgpts, serveDbgpts, type Call } from './dbgpts-fixtures';

const HUB = [
  hubItem(1, 'awel-flow-rag-chat-example', { installed: 1, storage_channel: 'eosphoros/dbgpts' }),
  hubItem(2, 'simple-agent', { type: 'agent', author: 'fangyinc', version: '0.2.0' }),
  hubItem(3, 'sql-operator', { type: 'operator', description: 'Runs SQL inside a flow' }),
];

/** The hub as the server filters it: by exact type, a page at a time. */
function hubPages(items: DbgptsHubItem[], total?: number) {
  return ({ query, body }: Call) => {
    const type = (body as { type?: string } | null)?.type;
    const matching = type ? items.filter((item) => item.type === type) : items;
    return ok(pageOf(matching, total ?? matching.length, Number(query.page), Number(query.page_size)));
  };
}

describe('/construct/dbgpts list', () => {
  it('lists the hub’s packages: name, description, type, version, author, hub, installed, last change', async () => {
    const calls = serveDbgpts({ hub: hubPages(HUB) });
    await renderDbgpts();

    const rag = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(rag).getByText('awel-flow-rag-chat-example from the community')).toBeInTheDocument();
    expect(within(rag).getByText('Flows')).toBeInTheDocument();
    expect(within(rag).getByText('Version 0.1.0')).toBeInTheDocument();
    expect(within(rag).getByText('By csunny')).toBeInTheDocument();
    expect(within(rag).getByText('eosphoros/dbgpts')).toBeInTheDocument();
    expect(within(rag).getByTestId('dbgpts-installed')).toHaveTextContent('Installed');
    expect(
      within(rag).getByRole('button', { name: 'Uninstall awel-flow-rag-chat-example' }),
    ).toBeInTheDocument();
    expect(await within(rag).findByText('Updated 2 days ago')).toBeInTheDocument();

    const agent = screen.getByRole('article', { name: 'simple-agent' });
    expect(within(agent).getByText('Agents')).toBeInTheDocument();
    expect(within(agent).queryByTestId('dbgpts-installed')).toBeNull();
    expect(within(agent).getByRole('button', { name: 'Install simple-agent' })).toBeEnabled();

    expect(calls.hub[0]).toEqual({ query: { page: '1', page_size: '12' }, body: {} });
  });

  it('switches to my packages and filters by type on the server', async () => {
    const calls = serveDbgpts({
      hub: hubPages(HUB),
      mine: () => ok(pageOf([myItem(7, 'awel-flow-rag-chat-example')])),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByRole('article', { name: 'simple-agent' });

    await user.click(screen.getByRole('radio', { name: 'Operators' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'simple-agent' })).toBeNull());
    expect(screen.getByRole('article', { name: 'sql-operator' })).toBeInTheDocument();
    expect(calls.hub.at(-1)?.body).toEqual({ type: 'operator' });

    await user.click(screen.getByRole('radio', { name: 'My packages' }));
    const mine = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(mine).getByText('awel_flow_rag_chat_example')).toBeInTheDocument();
    expect(within(mine).getByText('Owner: dbgpt')).toBeInTheDocument();
    expect(calls.mine.at(-1)).toEqual({ query: { page: '1', page_size: '12' }, body: { type: 'operator' } });
  });

  it('pages through the hub twelve at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) => hubItem(index + 1, `package-${index + 1}`));
    const calls = serveDbgpts({
      hub: ({ query }) => {
        const page = Number(query.page);
        const size = Number(query.page_size);
        return ok(pageOf(many.slice((page - 1) * size, page * size), many.length, page, size));
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();
    expect(await screen.findAllByTestId('dbgpts-card')).toHaveLength(12);
    expect(screen.getByText('30 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'package-25' })).toBeInTheDocument();
    expect(screen.getAllByTestId('dbgpts-card')).toHaveLength(6);
    expect(calls.hub.at(-1)?.query).toEqual({ page: '3', page_size: '12' });
  });

  it('searches by keyword once typing pauses, says when nothing matches, and reads the list again on Enter', async () => {
    const calls = serveDbgpts({ hub: hubPages(HUB) });
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByRole('article', { name: 'simple-agent' });

    const search = screen.getByRole('textbox', { name: 'Search the packages' });
    await user.type(search, 'SQL');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'simple-agent' })).toBeNull());
    expect(screen.getByRole('article', { name: 'sql-operator' })).toBeInTheDocument();
    // The shown page is filtered at once; the search asks the hub after the typing pause.
    await waitFor(() => expect(calls.hub.at(-1)?.query).toEqual({ page: '1', page_size: '100' }));
    const searched = calls.hub.length;

    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.hub.length).toBe(searched + 1));

    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    expect(await screen.findByText('No package matches “nothing-like-this”')).toBeInTheDocument();
  });

  it('says the hub has none, that a type has none, and that nothing is installed yet with a way to the community', async () => {
    serveDbgpts();
    const user = userEvent.setup();
    await renderDbgpts();
    expect(await screen.findByText('The hubs have no packages')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'My packages' }));
    expect(await screen.findByText('Nothing installed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse the community packages' }));
    expect(screen.getByRole('radio', { name: 'Community' })).toBeChecked();
    expect(await screen.findByText('The hubs have no packages')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Operators' }));
    expect(await screen.findByText('No package of this type')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let attempts = 0;
    serveDbgpts({
      hub: (call) => {
        attempts += 1;
        return attempts === 1 ? failed('Query dbgpts hub failed') : hubPages(HUB)(call);
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();

    const panel = await screen.findByTestId('dbgpts-list-error');
    expect(panel).toHaveTextContent('The packages could not be loaded');
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'simple-agent' })).toBeInTheDocument();
  });

  it('says plainly that a server without the hub does not offer community packages', async () => {
    serveDbgpts({ hub: () => notFound('POST', '/api/v1/serve/dbgpts/hub/query_page') });
    await renderDbgpts();
    const { notices, unregister } = recordNotices();

    const panel = await screen.findByTestId('dbgpts-list-unavailable');
    expect(panel).toHaveTextContent('This server does not offer community packages (dbgpts) yet');
    expect(notices).toEqual([]);
    unregister();
  });

  it('speaks Chinese', async () => {
    serveDbgpts({ hub: hubPages(HUB) });
    await renderDbgpts('zh');

    const rag = await screen.findByRole('article', { name: 'awel-flow-rag-chat-example' });
    expect(within(rag).getByText('工作流')).toBeInTheDocument();
    expect(within(rag).getByText('版本 0.1.0')).toBeInTheDocument();
    expect(within(rag).getByText('作者：csunny')).toBeInTheDocument();
    expect(within(rag).getByTestId('dbgpts-installed')).toHaveTextContent('已安装');
    expect(within(rag).getByRole('button', { name: '卸载 awel-flow-rag-chat-example' })).toBeInTheDocument();
    expect(await within(rag).findByText('2 天前更新')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '我的包' })).toBeInTheDocument();
  });
});
