import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { HubSource } from '@/contract/hub';
import { server } from '../msw-server';
import { ok } from '../support/construct-lists';
import { held, hubItem, pageOf, refused, renderDbgpts, serveDbgpts } from './dbgpts-fixtures';

const BUILT_IN: HubSource = {
  id: 'builtin',
  name: 'Built-in packages',
  channel: 'builtin',
  url: 'builtin://dbgpts',
  branch: null,
  has_token: false,
  package_count: 12,
  last_refreshed: new Date(Date.now() - 5 * 60_000).toISOString(),
  last_error: null,
};

const TEAM: HubSource = {
  id: 'hub-2',
  name: 'Team hub',
  channel: 'git',
  url: 'https://git.example.com/team/dbgpts.git',
  branch: 'main',
  has_token: true,
  package_count: 3,
  last_refreshed: null,
  last_error: 'Could not reach https://git.example.com/team/dbgpts.git',
};

describe('/construct/dbgpts hubs', () => {
  it('refreshes with a spinner and a status line, then tells it in a toast', async () => {
    const answer = held();
    const calls = serveDbgpts({
      hub: () => ok(pageOf([hubItem(1, 'rag-flow')])),
      refresh: () => answer.response,
    });
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByRole('article', { name: 'rag-flow' });
    const loadsBefore = calls.hub?.length ?? 0;

    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(screen.getByTestId('refresh-status')).toHaveTextContent('Reading the hubs…');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
    answer.release(ok(null));

    expect(await screen.findByText('The hubs were read again')).toBeInTheDocument();
    expect(screen.queryByTestId('refresh-status')).toBeNull();
    await waitFor(() => expect(calls.hub?.length).toBeGreaterThan(loadsBefore));
  });

  it('keeps a failed refresh on screen with each hub’s error until dismissed', async () => {
    serveDbgpts({
      hub: () => ok(pageOf([hubItem(1, 'rag-flow')])),
      refresh: () => refused(502, 'E0020', 'The hub “Team hub” could not be read'),
      sources: () => ok([BUILT_IN, TEAM]),
    });
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByRole('article', { name: 'rag-flow' });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));

    const alert = await screen.findByTestId('refresh-failure');
    expect(alert).toHaveTextContent('The hubs could not be refreshed');
    expect(alert).toHaveTextContent('The hub “Team hub” could not be read');
    expect(alert).toHaveTextContent('Team hub: Could not reach https://git.example.com/team/dbgpts.git');
    expect(alert).not.toHaveTextContent('Built-in packages');

    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByTestId('refresh-failure')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('refresh-failure')).toBeNull();
  }, 15_000);

  it('lists the hubs for an administrator, adds a git hub with a token, and removes one after asking', async () => {
    let hubs = [BUILT_IN, TEAM];
    const calls = serveDbgpts({
      sources: () => ok(hubs),
      addSource: () => {
        const added: HubSource = {
          ...TEAM,
          id: 'hub-3',
          name: 'Data team',
          last_error: null,
          package_count: 0,
        };
        hubs = [...hubs, added];
        return ok(added);
      },
      removeSource: (id) => {
        hubs = hubs.filter((hub) => hub.id !== id);
        return ok(null);
      },
    });
    const user = userEvent.setup();
    await renderDbgpts();
    await screen.findByText('The hubs have no packages');
    await user.click(await screen.findByRole('button', { name: 'Hub settings' }));

    const drawer = await screen.findByRole('dialog', { name: 'Package hubs' });
    const team = await within(drawer).findByRole('article', { name: 'Team hub' });
    expect(team).toHaveTextContent('Git repository');
    expect(team).toHaveTextContent('main');
    expect(team).toHaveTextContent('Set');
    expect(team).toHaveTextContent('Could not reach https://git.example.com/team/dbgpts.git');
    const builtIn = within(drawer).getByRole('article', { name: 'Built-in packages' });
    expect(builtIn).toHaveTextContent('12');
    expect(within(builtIn).queryByRole('button', { name: /Remove/ })).toBeNull();

    const form = within(drawer).getByTestId('add-hub-form');
    await user.click(within(form).getByRole('radio', { name: 'Git repository' }));
    await user.type(within(form).getByLabelText('Name'), 'Data team');
    await user.type(within(form).getByLabelText('Git URL'), 'https://git.example.com/data/dbgpts.git');
    await user.type(within(form).getByLabelText('Branch'), 'release');
    const token = within(form).getByLabelText('Token');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveValue('');
    await user.type(token, 'secret-token');
    await user.click(within(form).getByRole('button', { name: 'Add hub' }));

    expect(await screen.findByText('Hub “Data team” added')).toBeInTheDocument();
    expect(calls.addSource?.[0]?.body).toEqual({
      channel: 'git',
      name: 'Data team',
      url: 'https://git.example.com/data/dbgpts.git',
      branch: 'release',
      authorization: 'secret-token',
    });
    expect(await within(drawer).findByRole('article', { name: 'Data team' })).toBeInTheDocument();

    await user.click(within(team).getByRole('button', { name: 'Remove the hub Team hub' }));
    // The confirmation opens over the drawer, inside its dialog.
    const content = await screen.findByTestId('remove-hub-content');
    const confirm = content.closest<HTMLElement>('.ant-modal') ?? content;
    expect(confirm).toHaveTextContent('Remove the hub “Team hub”?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Hub “Team hub” removed')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByRole('article', { name: 'Team hub' })).toBeNull());
  }, 20_000);

  it('asks for the hub’s location before adding it', async () => {
    const calls = serveDbgpts({ sources: () => ok([BUILT_IN]) });
    const user = userEvent.setup();
    await renderDbgpts();
    await user.click(await screen.findByRole('button', { name: 'Hub settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Package hubs' });
    await user.click(within(drawer).getByRole('button', { name: 'Add hub' }));
    expect(await within(drawer).findByText('Give the hub’s location.')).toBeInTheDocument();
    expect(calls.addSource).toBeUndefined();
  });

  it('shows neither Refresh nor the hub settings to someone who is not an administrator', async () => {
    serveDbgpts({ admins: [], hub: () => ok(pageOf([hubItem(1, 'rag-flow')])) });
    await renderDbgpts();
    await screen.findByRole('article', { name: 'rag-flow' });
    // The administrators' list arrives after the packages: once it has, nothing of the controls is left.
    await waitFor(() => expect(screen.queryByTestId('admin-controls-pending')).toBeNull());
    expect(screen.queryByText('Refresh')).toBeNull();
    expect(screen.queryByText('Hub settings')).toBeNull();
  });

  it('keeps the admin controls’ place, hidden and unusable, until the role is known', async () => {
    const admins = held();
    serveDbgpts({ hub: () => ok(pageOf([hubItem(1, 'rag-flow')])) });
    server.use(http.get('*/api/v1/users', () => admins.response));
    await renderDbgpts();
    await screen.findByRole('article', { name: 'rag-flow' });

    const pending = screen.getByTestId('admin-controls-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toHaveAttribute('inert');
    expect(within(pending).getByText('Refresh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();

    admins.release(ok([{ user_id: '001', nick_name: '001', role: 'admin' }]));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hub settings' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-controls-pending')).toBeNull();
  });
});
