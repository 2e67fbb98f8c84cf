import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FlowListPage from '@/components/flow/flow-list-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { AWEL, renderCanvas, serveCanvas } from './canvas-harness';
import { stubReactFlowDom } from './react-flow-stubs';
import { findDialog, page, serveVariables, variable } from './tools-fixtures';

beforeAll(stubReactFlowDom);

const stored = () => [
  variable(1, 'api_base', { label: 'API base', value: 'https://llm.example/v1' }),
  variable(2, 'openai_key', { label: 'OpenAI key', category: 'secret', description: 'The team key' }),
];

async function openVariables(admins?: string[]) {
  server.use(
    ...startupHandlers(admins ? { admins } : {}),
    http.get(`${AWEL}/flows`, () => ok(page([]))),
  );
  const user = userEvent.setup();
  await renderApp(<FlowListPage />, { pathname: '/construct/flow' });
  await user.click(await screen.findByRole('button', { name: 'Global variables' }));
  const drawer = await screen.findByTestId('flow-variables');
  await within(drawer).findByRole('listitem', { name: 'api_base' });
  return { user, drawer };
}

describe('global variables', { timeout: 20_000 }, () => {
  it('lists the variables by key, a secret one masked', async () => {
    serveVariables(stored());
    const { drawer } = await openVariables();
    const plain = within(drawer).getByRole('listitem', { name: 'api_base' });
    expect(within(plain).getByTestId('variable-value')).toHaveTextContent('https://llm.example/v1');
    expect(plain).toHaveTextContent('${dbgpt.core.flow.params:api_base@global}');
    const secret = within(drawer).getByRole('listitem', { name: 'openai_key' });
    expect(within(secret).getByTestId('variable-value')).toHaveTextContent('••••••');
    expect(secret).toHaveTextContent('Secret');
    expect(secret).toHaveTextContent('The team key');
  });

  it('adds a variable, checking the name rule and the value’s type first', async () => {
    const variables = stored();
    const sent = serveVariables(variables);
    const { user, drawer } = await openVariables();
    await user.click(within(drawer).getByRole('button', { name: 'Add a variable' }));
    const dialog = await findDialog('Add a global variable');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in the key, name, label and value')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, '_max__tokens');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Use letters and digits, words joined by single “_” (no “_” at the start or end)');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Max tokens');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Whole number'));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '512');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(/Use letters and digits/)).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'max_tokens');
    expect(within(dialog).queryByText(/Use letters and digits/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/v2/serve/awel/variables',
      body: {
        key: 'dbgpt.core.flow.params',
        name: 'max_tokens',
        label: 'Max tokens',
        value: 512,
        value_type: 'int',
        category: 'common',
        scope: 'global',
        scope_key: null,
        description: null,
        enabled: true,
      },
    });
    expect(await screen.findByText('“max_tokens” saved')).toBeInTheDocument();
    expect(await within(drawer).findByRole('listitem', { name: 'max_tokens' })).toHaveTextContent('512');
  });

  it('never prefills a secret’s value and keeps it when left empty; a new secret is typed masked', async () => {
    const sent = serveVariables(stored());
    const { user, drawer } = await openVariables();
    const secret = within(drawer).getByRole('listitem', { name: 'openai_key' });
    await user.click(within(secret).getByRole('button', { name: 'Edit openai_key' }));
    const dialog = await findDialog('Edit “openai_key”');
    const value = within(dialog).getByPlaceholderText('Leave empty to keep the stored value');
    expect(value).toHaveValue('');
    expect(value).toHaveAttribute('type', 'password');
    await user.clear(within(dialog).getByRole('textbox', { name: /Label/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Team OpenAI key');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].path).toBe('/api/v2/serve/awel/variables/2');
    expect(sent[0].body).toMatchObject({ label: 'Team OpenAI key', category: 'secret' });
    expect(sent[0].body).toHaveProperty('value', '******');

    await user.click(within(drawer).getByRole('button', { name: 'Add a variable' }));
    const create = await findDialog('Add a global variable');
    expect(within(create).getByRole('textbox', { name: 'Value' })).toHaveAttribute('type', 'text');
    await user.click(within(create).getByRole('switch', { name: /Secret/ }));
    expect(within(create).getByLabelText('Value')).toHaveAttribute('type', 'password');
  });

  it('lets only administrators make or change secret variables', async () => {
    serveVariables(stored());
    const { user, drawer } = await openVariables([]);
    const secret = within(drawer).getByRole('listitem', { name: 'openai_key' });
    expect(within(secret).getByRole('button', { name: 'Edit openai_key' })).toBeDisabled();
    expect(within(secret).getByRole('button', { name: 'Delete openai_key' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Add a variable' }));
    const dialog = await findDialog('Add a global variable');
    expect(within(dialog).getByRole('switch', { name: /Secret/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('Only administrators can create or change secret variables.');
  });

  it('deletes a variable after confirming', async () => {
    const sent = serveVariables(stored());
    const { user, drawer } = await openVariables();
    await user.click(within(drawer).getByRole('button', { name: 'Delete api_base' }));
    const confirm = await findDialog('Delete the variable “api_base”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/api/v2/serve/awel/variables/1', body: null }]),
    );
    expect(await screen.findByText('“api_base” deleted')).toBeInTheDocument();
  });

  it('inserts a variable’s reference into a text parameter on the canvas', async () => {
    serveCanvas();
    serveVariables(stored());
    const user = userEvent.setup();
    await renderCanvas();
    await user.click(await screen.findByRole('button', { name: 'Add Request builder to the canvas' }));
    const node = await screen.findByRole('article', { name: 'Request builder' });
    await user.type(within(node).getByRole('textbox', { name: 'Model' }), 'model-');
    await user.click(within(node).getByRole('button', { name: 'Insert a variable into Model' }));
    const picker = await within(node).findByRole('dialog', { name: 'Insert a global variable' });
    await user.type(within(picker).getByRole('textbox', { name: 'Search variables' }), 'base');
    expect(within(picker).queryByText('OpenAI key')).toBeNull();
    await user.click(within(picker).getByRole('button', { name: /API base/ }));
    expect(within(node).getByRole('textbox', { name: 'Model' })).toHaveValue(
      'model-${dbgpt.core.flow.params:api_base@global}',
    );
    expect(within(node).queryByRole('dialog')).toBeNull();
  });
});
