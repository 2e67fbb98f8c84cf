import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import ModelsPage from '@/components/model/models-page';
import type { ModelInstance } from '@/contract/model';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed, instance, serveModelsScreen } from './fixtures';

async function openCreateDialog(language: 'en' | 'zh' = 'en') {
  await renderApp(<ModelsPage />, { pathname: '/construct/models', language });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Create model' : '创建模型' }),
  );
  return { user, dialog: await screen.findByTestId('create-model-dialog') };
}

/** Opens the model select and picks the option titled "<model> · <provider>". */
async function pickModel(user: UserEvent, dialog: HTMLElement, title: string, label = 'Model') {
  await user.click(await within(dialog).findByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(title));
}

const submitButton = () => screen.getByTestId('create-model-submit');

describe('create model', () => {
  it('generates the form from the chosen provider descriptors, with defaults', async () => {
    serveModelsScreen();
    const { user, dialog } = await openCreateDialog();

    expect(within(dialog).getByRole('radio', { name: 'LLM' })).toBeChecked();
    expect(submitButton()).toBeDisabled();
    await pickModel(user, dialog, 'deepseek-chat · DeepSeek');

    expect(within(dialog).getByRole('combobox', { name: 'Model name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'API base URL' })).toHaveValue(
      'https://api.deepseek.com/v1',
    );
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('spinbutton', { name: 'Context length' })).toHaveValue('8192');
    expect(within(dialog).getByRole('switch', { name: 'Check health' })).toBeChecked();
    expect(within(dialog).getByText('The name this server gives the model')).toBeInTheDocument();
    // The provider picked above the form is not asked again.
    expect(within(dialog).queryByRole('combobox', { name: 'Provider' })).toBeNull();
  });

  it('offers only the models of the chosen model type', async () => {
    serveModelsScreen();
    const { user, dialog } = await openCreateDialog();

    await user.click(within(dialog).getByRole('radio', { name: 'Embedding' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Model' }));
    expect(await screen.findByTitle('text-embedding-3-small · OpenAI')).toBeInTheDocument();
    expect(screen.queryByTitle('gpt-4o · OpenAI')).toBeNull();
    expect(screen.queryByTitle('deepseek-chat · DeepSeek')).toBeNull();
    expect(screen.queryByTitle('BAAI/bge-reranker-v2-m3 · vLLM')).toBeNull();
  });

  it('refuses to send while a required field is missing', async () => {
    const calls = serveModelsScreen();
    const { user, dialog } = await openCreateDialog();
    await pickModel(user, dialog, 'gpt-4o · OpenAI');

    await user.click(submitButton());
    expect(await within(dialog).findByText('Please enter Model name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter API key')).toBeInTheDocument();
    expect(calls.create).toEqual([]);
  });

  it('shows "Start model failed" with the server reason and keeps what the user typed', async () => {
    const calls = serveModelsScreen();
    server.use(
      http.post('*/api/v2/serve/model/models', async ({ request }) => {
        calls.create.push((await request.json()) as (typeof calls.create)[number]);
        return failed('params.api_base: must be an http(s) URL; model gpt-4o already exists', 400);
      }),
    );
    const { user, dialog } = await openCreateDialog();
    await pickModel(user, dialog, 'gpt-4o · OpenAI');
    await user.type(within(dialog).getByRole('combobox', { name: 'Model name' }), 'gpt-4o');
    await user.type(within(dialog).getByLabelText('API key'), 'sk-test');
    await user.click(submitButton());

    const failure = await within(dialog).findByTestId('create-model-failure');
    expect(failure).toHaveTextContent('Start model failed');
    expect(failure).toHaveTextContent('model gpt-4o already exists');
    expect(calls.create).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: 'Model name' })).toHaveValue('gpt-4o');
    expect(within(dialog).getByLabelText('API key')).toHaveValue('sk-test');
    expect(screen.queryByText('Request error')).toBeNull();
  });

  it('creates and starts the model with typed parameters, closes, and refreshes both lists', async () => {
    let models: ModelInstance[] = [];
    const calls = serveModelsScreen({ models: () => models });
    const { user, dialog } = await openCreateDialog();
    await waitFor(() => expect(calls.chatModelLists).toBe(1));
    expect(await screen.findByText('No models yet')).toBeInTheDocument();

    await pickModel(user, dialog, 'gpt-4o · OpenAI');
    await user.type(within(dialog).getByRole('combobox', { name: 'Model name' }), ' my-gpt ');
    await user.type(within(dialog).getByLabelText('API key'), 'sk-test');
    const context = within(dialog).getByRole('spinbutton', { name: 'Context length' });
    await user.clear(context);
    await user.type(context, '16000');
    await user.click(within(dialog).getByRole('switch', { name: 'Check health' }));
    models = [instance('my-gpt')];
    await user.click(submitButton());

    await waitFor(() => expect(calls.create).toHaveLength(1));
    expect(calls.create[0]).toEqual({
      host: '127.0.0.1',
      port: 5670,
      model: 'my-gpt',
      worker_type: 'llm',
      params: {
        name: 'my-gpt',
        provider: 'proxy/openai',
        api_base: 'https://api.openai.com/v1',
        api_key: 'sk-test',
        context_length: 16000,
        check_healthy: false,
      },
    });
    expect(await screen.findByRole('article', { name: 'my-gpt' })).toBeInTheDocument();
    await waitFor(() => expect(calls.chatModelLists).toBe(2));
    expect(await screen.findByText('my-gpt created and started')).toBeInTheDocument();
    // jsdom plays no CSS animation, so the dialog never finishes leaving; that it starts to is the close.
    const modal = dialog.closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(modal).toHaveClass('ant-zoom-leave'));
  });

  it('shows the form in Chinese for a Chinese user', async () => {
    serveModelsScreen();
    const { user, dialog } = await openCreateDialog('zh');
    await pickModel(user, dialog, 'gpt-4o · OpenAI', '模型');

    expect(within(dialog).getByRole('combobox', { name: '模型名称' })).toBeInTheDocument();
    expect(within(dialog).getByText('本服务给模型起的名字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建并启动' })).toBeEnabled();
  });

  it('offers a retry when the providers cannot be loaded', async () => {
    const calls = serveModelsScreen();
    server.use(http.get('*/api/v2/serve/model/model-types', () => failed('boom'), { once: true }));
    const { user, dialog } = await openCreateDialog();

    expect(
      await within(dialog).findByText('The models the server can start could not be loaded.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Model' })).toBeInTheDocument();
    expect(calls.modelTypes).toBe(1);
  });
});
