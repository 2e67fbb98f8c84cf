import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../msw-server';
import { ok } from '../support/construct-lists';
import { myPlugin, refused, renderPlugins, servePlugins } from './plugin-fixtures';

const MINE = [
  myPlugin(1, 'weather', { use_count: 12, succ_count: 10 }),
  myPlugin(2, 'company-search', {
    user_code: null,
    user_name: null,
    type: 'mcp',
    use_count: 1,
    succ_count: 1,
  }),
];

async function openMine(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'My plugins' }));
}

describe('/construct/plugins — my plugins', { timeout: 20_000 }, () => {
  it('shows each installed plugin’s use and success counts, install date and whose it is', async () => {
    const user = userEvent.setup();
    servePlugins({ mine: () => ok(MINE) });
    await renderPlugins();
    await openMine(user);

    const weather = await screen.findByRole('article', { name: 'weather' });
    expect(within(weather).getByText('12 times, 10 succeeded')).toBeInTheDocument();
    expect(
      within(weather).getByText('Nov 20, 2026'),
    ).toBeInTheDocument();
    expect(within(weather).getByText('You')).toBeInTheDocument();
    expect(within(weather).getByRole('button', { name: 'Uninstall weather' })).toBeInTheDocument();

    const shared = screen.getByRole('article', { name: 'company-search' });
    expect(within(shared).getByText('1 time, 1 succeeded')).toBeInTheDocument();
    expect(within(shared).getByText('Everyone')).toBeInTheDocument();
    expect(within(shared).getByText('MCP')).toBeInTheDocument();
  });

  it('with none installed, says so and leads to the market', async () => {
    const user = userEvent.setup();
    servePlugins();
    await renderPlugins();
    await openMine(user);
    expect(await screen.findByText('No plugin installed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse the market' }));
    expect(await screen.findByRole('article', { name: 'weather' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Market' })).toBeChecked();
  });

  it('uploads a plugin file as doc_file and lists it', async () => {
    const user = userEvent.setup();
    let mine = [MINE[0]!];
    const sent: boolean[] = [];
    servePlugins({ mine: () => ok(mine) });
    server.use(
      http.post('*/api/v1/personal/agent/upload', async ({ request }) => {
        // jsdom's File does not survive the trip through msw whole; that the part is there is what is checked.
        sent.push((await request.formData()).has('doc_file'));
        mine = [...mine, myPlugin(3, 'petstore')];
        return ok(null);
      }),
    );
    await renderPlugins();
    await screen.findByRole('article', { name: 'weather' });

    const definition = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'petstore', version: '1' },
      paths: {},
    });
    await user.upload(screen.getByLabelText(/Plugin file/), new File([definition], 'petstore.json'));
    expect(await screen.findByText('petstore.json uploaded and installed')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'petstore' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My plugins' })).toBeChecked();
    expect(sent).toEqual([true]);
  });

  it('keeps a refused upload on screen with the server’s reason, and sends the same file again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    servePlugins();
    server.use(
      http.post('*/api/v1/personal/agent/upload', () => {
        attempts += 1;
        return attempts === 1
          ? refused(400, 'E0023', 'The file is neither a tool definition nor an OpenAPI 3 document')
          : ok(null);
      }),
    );
    await renderPlugins();
    await screen.findByRole('article', { name: 'weather' });

    await user.upload(screen.getByLabelText(/Plugin file/), new File(['{"a":1}'], 'broken.json'));
    const problem = await screen.findByTestId('plugin-upload-error');
    expect(problem).toHaveTextContent('broken.json');
    expect(problem).toHaveTextContent('The file is neither a tool definition nor an OpenAPI 3 document');

    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('broken.json uploaded and installed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('plugin-upload-error')).toBeNull());
    expect(attempts).toBe(2);
  });

  it('lets admins update the market from the hubs, and shows why a hub could not be read', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    servePlugins();
    server.use(
      http.post('*/api/v1/agent/hub/update', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return refused(502, 'E0020', 'The hub “team-tools” could not be read: repository not found');
      }),
    );
    await renderPlugins();
    await user.click(await screen.findByRole('button', { name: 'Update from hubs' }));
    expect(await screen.findByRole('button', { name: 'Reading the hubs…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    const problem = await screen.findByTestId('hub-update-error');
    expect(problem).toHaveTextContent('The hub “team-tools” could not be read: repository not found');
    expect(screen.getByRole('button', { name: 'Update from hubs' })).toBeEnabled();
  });

  it('does not offer the hub update to other users', async () => {
    servePlugins({ admins: ['someone-else'] });
    await renderPlugins();
    await screen.findByRole('article', { name: 'weather' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Update from hubs' })).toBeNull();
  });
});
