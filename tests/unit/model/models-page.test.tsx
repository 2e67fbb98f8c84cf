import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ModelsPage from '@/components/model/models-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed, instance, minutesAgo, ok, serveModelsScreen } from './fixtures';

const renderModels = (language: 'en' | 'zh' = 'en') =>
  renderApp(<ModelsPage />, { pathname: '/construct/models', language });

const card = (name: string) => screen.getByRole('article', { name });

describe('/construct/models', () => {
  it('shows a card per model: catalogue icon and label, type, provider, health and last heartbeat', async () => {
    serveModelsScreen({
      models: () => [
        instance('gpt-4o'),
        instance('deepseek-chat', {
          provider: 'proxy/openai-compatible',
          healthy: false,
          failure_reason: 'Connection refused',
          last_heartbeat: minutesAgo(10),
        }),
        instance('bge-m3', {
          worker_type: 'text2vec',
          provider: 'proxy/ollama',
          healthy: false,
          started: false,
        }),
      ],
    });
    await renderModels();

    const gpt = await screen.findByRole('article', { name: 'gpt-4o' });
    expect(within(gpt).getByRole('heading', { name: 'ChatGPT' })).toBeInTheDocument();
    expect(gpt.querySelector('img')).toHaveAttribute('src', '/models/chatgpt.svg');
    expect(within(gpt).getByText('LLM')).toBeInTheDocument();
    expect(within(gpt).getByText('OpenAI')).toBeInTheDocument();
    expect(within(gpt).getByTestId('model-status')).toHaveTextContent('Healthy');
    expect(await within(gpt).findByText('Last heartbeat 3 minutes ago')).toBeInTheDocument();

    const deepseek = card('deepseek-chat');
    expect(within(deepseek).getByTestId('model-status')).toHaveTextContent('Unhealthy');
    expect(within(deepseek).getByText('OpenAI-compatible endpoint')).toBeInTheDocument();
    expect(within(deepseek).getByText('Last heartbeat 10 minutes ago')).toBeInTheDocument();

    const bge = card('bge-m3');
    expect(within(bge).getByText('Embedding')).toBeInTheDocument();
    expect(within(bge).getByTestId('model-status')).toHaveTextContent('Stopped');
    expect(screen.queryByTestId('model-from-config')).toBeNull();
  });

  it('tells why a model is unhealthy on hover', async () => {
    serveModelsScreen({
      models: () => [instance('deepseek-chat', { healthy: false, failure_reason: 'HTTP 401: invalid key' })],
    });
    const user = userEvent.setup();
    await renderModels();

    const reason = await screen.findByRole('button', { name: 'Unhealthy: HTTP 401: invalid key' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(reason);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('HTTP 401: invalid key');
  });

  it('tells why a model is unhealthy on keyboard focus, with a fallback when the server gave no reason', async () => {
    serveModelsScreen({
      models: () => [instance('deepseek-chat', { healthy: false, failure_reason: null })],
    });
    await renderModels();

    const reason = await screen.findByRole('button', { name: 'Unhealthy: The last health check failed.' });
    act(() => reason.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The last health check failed.');
  });

  it('marks models from the configuration and refuses to delete them, saying why', async () => {
    serveModelsScreen({
      models: () => [instance('qwen-max', { source: 'config', provider: 'proxy/tongyi' })],
    });
    const user = userEvent.setup();
    await renderModels();

    const qwen = await screen.findByRole('article', { name: 'qwen-max' });
    expect(within(qwen).getByTestId('model-from-config')).toHaveTextContent('From configuration');
    await user.click(within(qwen).getByRole('button', { name: 'Actions for qwen-max' }));
    const remove = await screen.findByRole('menuitem', { name: /Stop and delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('remove it from the server’s settings instead');
  });

  it('speaks the user language, the heartbeat included', async () => {
    serveModelsScreen({ models: () => [instance('bge-m3', { worker_type: 'text2vec', source: 'config' })] });
    await renderModels('zh');

    const bge = await screen.findByRole('article', { name: 'bge-m3' });
    expect(within(bge).getByText('向量模型')).toBeInTheDocument();
    expect(within(bge).getByTestId('model-status')).toHaveTextContent('运行正常');
    expect(within(bge).getByText('来自配置')).toBeInTheDocument();
    expect(await within(bge).findByText('最近心跳：3 分钟前')).toBeInTheDocument();
  });

  it('filters the cards by name as the user types', async () => {
    serveModelsScreen({
      models: () => [instance('gpt-4o'), instance('deepseek-chat'), instance('qwen-max')],
    });
    const user = userEvent.setup();
    await renderModels();
    await screen.findByRole('article', { name: 'gpt-4o' });

    const search = screen.getByRole('textbox', { name: 'Search models' });
    await user.type(search, 'DEEP');
    expect(screen.getAllByRole('article').map((element) => element.getAttribute('aria-label'))).toEqual([
      'deepseek-chat',
    ]);

    await user.clear(search);
    await user.type(search, 'llama');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No model matches “llama”')).toBeInTheDocument();

    await user.clear(search);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows skeleton cards while loading, then the cards', async () => {
    serveModelsScreen();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v2/serve/model/models', async () => {
        await gate;
        return ok([instance('gpt-4o')]);
      }),
    );
    await renderModels();

    expect(await screen.findByTestId('model-list-loading')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('article', { name: 'gpt-4o' })).toBeInTheDocument();
    expect(screen.queryByTestId('model-list-loading')).toBeNull();
  });

  it('says so when there are no models', async () => {
    serveModelsScreen({ models: () => [] });
    await renderModels();
    expect(await screen.findByText('No models yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const calls = serveModelsScreen();
    server.use(
      http.get('*/api/v2/serve/model/models', () => failed('Model controller is down'), { once: true }),
    );
    const user = userEvent.setup();
    await renderModels();

    const panel = await screen.findByTestId('model-list-error');
    expect(panel).toHaveTextContent('The models could not be loaded');
    expect(await screen.findByText('Model controller is down')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'gpt-4o' })).toBeInTheDocument();
    expect(calls.modelLists).toBe(1);
  });
});
