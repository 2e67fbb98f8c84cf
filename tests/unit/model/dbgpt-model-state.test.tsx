import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ModelsPage from '@/components/model/models-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptHandler } from '../support/dbgpt-fixtures';
import { serveModelsScreen } from './fixtures';

/** The Models screen in front of DB-GPT 0.8.1: its list names no `started`, `source` or failure reason. */
async function renderDbgptModels(language: 'en' | 'zh') {
  serveModelsScreen();
  server.use(dbgptHandler('model-list-stopped'));
  await renderApp(<ModelsPage />, { pathname: '/construct/models', language });
}

async function openMenu(name: string, label: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: label }));
  return user;
}

const notice = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-notification-notice') as HTMLElement;

describe.each([
  {
    language: 'en' as const,
    stopped: 'Stopped',
    healthy: 'Healthy',
    actions: 'Actions for gpt-4o',
    start: 'Start',
    stop: 'Stop',
    remove: 'Stop and delete',
    confirmTitle: 'Stop and delete gpt-4o?',
    deleteFailed: 'Could not delete gpt-4o',
    deleteExplained: 'start gpt-4o first, then delete it',
    startFailed: 'Start model failed',
    startExplained: 'a model from the server’s configuration file starts with the server',
  },
  {
    language: 'zh' as const,
    stopped: '已停止',
    healthy: '运行正常',
    actions: 'gpt-4o 的操作',
    start: '启动',
    stop: '停止',
    remove: '停止并删除',
    confirmTitle: '停止并删除 gpt-4o？',
    deleteFailed: '无法删除 gpt-4o',
    deleteExplained: '请先启动 gpt-4o，再删除',
    startFailed: '模型启动失败',
    startExplained: '来自服务端配置文件的模型随服务端一起启动',
  },
])('DB-GPT 0.8.1 models ($language)', { timeout: 20_000 }, (texts) => {
  it('shows a stopped model as stopped (grey), offering Start and not Stop', async () => {
    await renderDbgptModels(texts.language);

    const gpt = await screen.findByRole('article', { name: 'gpt-4o' });
    const status = within(gpt).getByTestId('model-status');
    expect(status).toHaveTextContent(texts.stopped);
    expect(status.querySelector('[aria-hidden]')).toHaveClass('bg-gray-400');
    expect(status.querySelector('.bg-red-500')).toBeNull();
    const embedding = screen.getByRole('article', { name: 'text-embedding-3-small' });
    expect(within(embedding).getByTestId('model-status')).toHaveTextContent(texts.healthy);

    await openMenu('gpt-4o', texts.actions);
    expect(screen.getByRole('menuitem', { name: texts.start })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: texts.stop })).toHaveAttribute('aria-disabled', 'true');
    // DB-GPT does not say where the model comes from, so delete stays on offer.
    expect(screen.getByRole('menuitem', { name: texts.remove })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('explains DB-GPT’s "No worker instance found" after Stop and delete instead of showing it', async () => {
    await renderDbgptModels(texts.language);
    server.use(dbgptHandler('model-stop-no-worker'));

    const user = await openMenu('gpt-4o', texts.actions);
    await user.click(screen.getByRole('menuitem', { name: texts.remove }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));

    const shown = await notice(texts.deleteFailed);
    expect(shown).toHaveTextContent(texts.deleteExplained);
    expect(shown).not.toHaveTextContent('No worker instance found');
    expect(screen.queryByText(/No worker instance found/)).toBeNull();
    expect(screen.getByRole('article', { name: 'gpt-4o' })).toBeInTheDocument();
  });

  it('explains DB-GPT’s "model not found" when a model of its configuration file is started', async () => {
    await renderDbgptModels(texts.language);
    server.use(
      // DB-GPT's /models/start reads its own store, which never holds the configuration file's models.
      http.post('*/api/v2/serve/model/models/start', () =>
        HttpResponse.json({ success: false, err_code: 'E000X', err_msg: 'model not found', data: null }),
      ),
    );

    const user = await openMenu('gpt-4o', texts.actions);
    await user.click(screen.getByRole('menuitem', { name: texts.start }));

    const shown = await notice(texts.startFailed);
    expect(shown).toHaveTextContent(texts.startExplained);
  });
});
