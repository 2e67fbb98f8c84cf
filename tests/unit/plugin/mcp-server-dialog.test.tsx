import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { McpServerRequest, McpTestResult } from '@/contract/hub';
import { server } from '../msw-server';
import { ok } from '../support/construct-lists';
import { myPlugin, refused, renderPlugins, servePlugins } from './plugin-fixtures';

const TOOLS: McpTestResult = {
  tools: [
    {
      name: 'search_issues',
      description: 'Search the issues of a repository',
      input_schema: { type: 'object', properties: { repo: { type: 'string' }, query: { type: 'string' } } },
    },
    { name: 'whoami', description: null, input_schema: { type: 'object' } },
  ],
};

function serveMcp({ test = () => ok(TOOLS), save = () => ok(myPlugin(9, 'github')) } = {}) {
  const calls: { test: McpServerRequest[]; save: McpServerRequest[] } = { test: [], save: [] };
  server.use(
    http.post('*/api/v1/agent/mcp/test', async ({ request }) => {
      calls.test.push((await request.json()) as McpServerRequest);
      return test();
    }),
    http.post('*/api/v1/agent/mcp', async ({ request }) => {
      calls.save.push((await request.json()) as McpServerRequest);
      return save();
    }),
  );
  return calls;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add an MCP server' }));
  return screen.findByRole('dialog', { name: 'Add an MCP server' });
}

describe('/construct/plugins — adding an MCP server', { timeout: 20_000 }, () => {
  it('tests the server, lists its tools, then saves it with its headers', async () => {
    const user = userEvent.setup();
    servePlugins();
    const calls = serveMcp();
    await renderPlugins();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Name'), 'github');
    await user.type(within(dialog).getByLabelText('URL'), 'https://mcp.example.com/mcp');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(within(dialog).getByLabelText('Headers — Row 1: Name'), 'Authorization');
    const secret = within(dialog).getByLabelText('Headers — Row 1: Value');
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(secret, 'Bearer s3cret');

    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));

    const tools = await within(dialog).findByTestId('mcp-tools');
    expect(within(dialog).getByText('The server offers 2 tools')).toBeInTheDocument();
    expect(within(tools).getByText('search_issues')).toBeInTheDocument();
    expect(within(tools).getByText('Search the issues of a repository')).toBeInTheDocument();
    expect(within(tools).getByText('Arguments: repo, query')).toBeInTheDocument();
    expect(within(tools).getByText('no arguments')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await screen.findByText('github added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an MCP server' })).toBeNull());
    const sent: McpServerRequest = {
      name: 'github',
      transport: 'streamable_http',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer s3cret' },
    };
    expect(calls.test).toEqual([sent]);
    expect(calls.save).toEqual([sent]);
    expect(screen.getByRole('radio', { name: 'My plugins' })).toBeChecked();
  });

  it('asks for a new test after a change, and keeps the typing when the server refuses', async () => {
    const user = userEvent.setup();
    servePlugins();
    let refuse = true;
    serveMcp({
      test: () =>
        refuse
          ? refused(400, 'E0024', 'Could not connect to https://mcp.example.com/sse: 401 Unauthorized')
          : ok(TOOLS),
    });
    await renderPlugins();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Name'), 'tracker');
    await user.click(within(dialog).getByRole('radio', { name: 'SSE' }));
    await user.type(within(dialog).getByLabelText('URL'), 'https://mcp.example.com/sse');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not connect to https://mcp.example.com/sse: 401 Unauthorized',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('tracker');
    expect(within(dialog).getByLabelText('URL')).toHaveValue('https://mcp.example.com/sse');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    await within(dialog).findByTestId('mcp-tools');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    // A changed URL was not tested: saving waits for a new test.
    await user.type(within(dialog).getByLabelText('URL'), '2');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).queryByTestId('mcp-tools')).toBeNull();
  });

  it('shows the server’s refusal of the save in the dialog', async () => {
    const user = userEvent.setup();
    servePlugins();
    serveMcp({ save: () => refused(409, 'E0021', 'A plugin named github is already installed') });
    await renderPlugins();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'github');
    await user.type(within(dialog).getByLabelText('URL'), 'https://mcp.example.com/mcp');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    await within(dialog).findByTestId('mcp-tools');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A plugin named github is already installed',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('github');
  });

  it('says what is wrong with the name before asking the server', async () => {
    const user = userEvent.setup();
    servePlugins();
    const calls = serveMcp();
    await renderPlugins();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'my server');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Use only letters, digits');
    expect(calls.test).toEqual([]);
  });

  it('lets admins run a command on the server with arguments and environment', async () => {
    const user = userEvent.setup();
    servePlugins();
    const calls = serveMcp();
    await renderPlugins();
    await screen.findByRole('button', { name: 'Update from hubs' });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'files');
    await user.click(within(dialog).getByRole('radio', { name: 'Command (stdio)' }));
    await user.type(within(dialog).getByLabelText('Command'), 'npx');
    await user.type(within(dialog).getByLabelText('Arguments (one per line)'), '-y{Enter}@mcp/files');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.type(within(dialog).getByLabelText('Environment variables — Row 1: Name'), 'ROOT');
    await user.type(within(dialog).getByLabelText('Environment variables — Row 1: Value'), '/data');
    await user.click(within(dialog).getByRole('button', { name: 'Test' }));
    await within(dialog).findByTestId('mcp-tools');
    expect(calls.test).toEqual([
      {
        name: 'files',
        transport: 'stdio',
        command: 'npx',
        args: ['-y', '@mcp/files'],
        env: { ROOT: '/data' },
      },
    ]);
  });

  it('does not offer a command on the server to users who are not administrators', async () => {
    const user = userEvent.setup();
    servePlugins({ admins: ['someone-else'] });
    await renderPlugins();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'HTTP' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'SSE' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Command (stdio)' })).toBeNull();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    servePlugins();
    await renderPlugins();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an MCP server' })).toBeNull());
  });
});
