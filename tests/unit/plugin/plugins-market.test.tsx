import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../msw-server';
import { failed, ok } from '../support/construct-lists';
import { MARKET, queryPage, refused, renderPlugins, servePlugins } from './plugin-fixtures';

const card = (name: string) => screen.getByRole('article', { name });

describe('/construct/plugins — the market', { timeout: 20_000 }, () => {
  it('lists the market’s plugins: name, description, author, version, HTTP or MCP, source, installed', async () => {
    servePlugins();
    await renderPlugins();

    const weather = await screen.findByRole('article', { name: 'weather' });
    expect(within(weather).getByText('weather, a tool for agents')).toBeInTheDocument();
    expect(within(weather).getByText('HTTP')).toBeInTheDocument();
    expect(within(weather).getByText('Version 1.0.0')).toBeInTheDocument();
    expect(within(weather).getByText('Built-in hub')).toBeInTheDocument();
    expect(within(weather).getByTestId('plugin-installed')).toHaveTextContent('Installed');
    expect(within(weather).getByRole('button', { name: 'Uninstall weather' })).toBeInTheDocument();

    const github = card('github-mcp');
    expect(within(github).getByText('MCP')).toBeInTheDocument();
    expect(within(github).getByText('By octo')).toBeInTheDocument();
    expect(within(github).queryByTestId('plugin-installed')).toBeNull();
    expect(within(github).getByRole('button', { name: 'Install github-mcp' })).toBeInTheDocument();
  });

  it('searches the market by name once typing pauses', async () => {
    const user = userEvent.setup();
    const calls = servePlugins({
      market: (body) =>
        queryPage(
          body.filter?.name ? MARKET.filter((item) => item.name.includes(body.filter?.name ?? '')) : MARKET,
        ),
    });
    await renderPlugins();
    await screen.findByRole('article', { name: 'weather' });

    await user.type(screen.getByRole('textbox', { name: 'Search the plugins' }), 'github');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'weather' })).toBeNull());
    expect(card('github-mcp')).toBeInTheDocument();
    // One request for the pause, not one per letter.
    expect(calls.query.map((body) => body.filter?.name ?? null)).toEqual([null, 'github']);
  });

  it('says when nothing matches, and when the market is empty', async () => {
    const user = userEvent.setup();
    servePlugins({ market: () => queryPage([]) });
    await renderPlugins();
    expect(await screen.findByText('The market has no plugins')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search the plugins' }), 'nothing');
    expect(await screen.findByText('No plugin matches “nothing”')).toBeInTheDocument();
  });

  it('installs with a spinner on the card and a toast, then shows it installed', async () => {
    const user = userEvent.setup();
    let installed = false;
    const calls = servePlugins({
      market: () => queryPage([MARKET[0]!, { ...MARKET[1]!, installed: installed ? 1 : 0 }]),
    });
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/v1/agent/install', async ({ request }) => {
        calls.install.push(new URL(request.url).searchParams.get('plugin_name') ?? '');
        await new Promise<void>((resolve) => (release = resolve));
        installed = true;
        return ok(null);
      }),
    );
    await renderPlugins();

    const install = await screen.findByRole('button', { name: 'Install github-mcp' });
    await user.click(install);
    await waitFor(() => expect(install).toHaveAttribute('aria-busy', 'true'));
    expect(calls.install).toEqual(['github-mcp']);
    release();
    expect(await screen.findByText('github-mcp installed')).toBeInTheDocument();
    expect(
      await within(card('github-mcp')).findByRole('button', { name: 'Uninstall github-mcp' }),
    ).toBeEnabled();
  });

  it('tells the server’s refusal of an install in a toast', async () => {
    const user = userEvent.setup();
    servePlugins();
    server.use(
      http.post('*/api/v1/agent/install', () => refused(409, 'E0021', 'github-mcp is already installed')),
    );
    await renderPlugins();
    await user.click(await screen.findByRole('button', { name: 'Install github-mcp' }));
    expect(await screen.findByText('github-mcp is already installed')).toBeInTheDocument();
  });

  it('uninstalls a plugin apps still use only after a confirmation naming them, then with force', async () => {
    const user = userEvent.setup();
    const calls = servePlugins();
    server.use(
      http.post('*/api/v1/agent/uninstall', ({ request }) => {
        const query = new URL(request.url).searchParams;
        calls.uninstall.push(query);
        return query.get('force') === 'true'
          ? ok(null)
          : refused(409, 'E0022', 'weather is used by 2 apps', {
              used_by: [
                { kind: 'app', id: 'a1', name: 'Trip planner' },
                { kind: 'app', id: 'a2', name: 'Daily brief' },
              ],
            });
      }),
    );
    await renderPlugins();

    await user.click(await screen.findByRole('button', { name: 'Uninstall weather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall weather?' });
    expect(within(dialog).getByTestId('confirm-content')).toHaveTextContent(
      'Apps still use this plugin: Trip planner, Daily brief.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Uninstall anyway' }));
    expect(await screen.findByText('weather uninstalled')).toBeInTheDocument();
    expect(calls.uninstall.map((query) => [query.get('plugin_name'), query.get('force')])).toEqual([
      ['weather', null],
      ['weather', 'true'],
    ]);
  });

  it('keeps the plugin when the user cancels the in-use confirmation', async () => {
    const user = userEvent.setup();
    const calls = servePlugins();
    server.use(
      http.post('*/api/v1/agent/uninstall', ({ request }) => {
        calls.uninstall.push(new URL(request.url).searchParams);
        return refused(409, 'E0022', 'weather is used by the app “Trip planner”');
      }),
    );
    await renderPlugins();
    await user.click(await screen.findByRole('button', { name: 'Uninstall weather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall weather?' });
    // Without a list of apps, the server's own sentence names them.
    expect(within(dialog).getByText('weather is used by the app “Trip planner”')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.uninstall).toHaveLength(1);
    expect(within(card('weather')).getByRole('button', { name: 'Uninstall weather' })).toBeInTheDocument();
  });

  it('offers a retry when the market cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    servePlugins({ market: () => (fail ? failed('hub index unreadable') : queryPage(MARKET)) });
    await renderPlugins();
    const panel = await screen.findByTestId('plugin-list-error');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('article', { name: 'weather' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    servePlugins();
    await renderPlugins('zh');
    expect(await screen.findByRole('button', { name: '安装 github-mcp' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '插件市场' })).toBeChecked();
  });
});
