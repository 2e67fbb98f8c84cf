import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ModelsPage from '@/components/model/models-page';
import type { ModelInstance } from '@/contract/model';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { failed, instance, serveModelsScreen } from './fixtures';

const IDENTITY = { host: '127.0.0.1', port: 5670, worker_type: 'llm', params: {} };

async function openMenu(name: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: `Actions for ${name}` }));
  return user;
}

/** The chat's list loads once at startup; wait for it so later counts mean "loaded again". */
async function renderModels(calls: { chatModelLists: number }) {
  await renderApp(<ModelsPage />, { pathname: '/construct/models' });
  await waitFor(() => expect(calls.chatModelLists).toBe(1));
}

describe('model commands', () => {
  it('stops a model, reloads the list and refreshes the chat model selector', async () => {
    let models: ModelInstance[] = [instance('gpt-4o')];
    const calls = serveModelsScreen({ models: () => models });
    await renderModels(calls);

    const user = await openMenu('gpt-4o');
    expect(screen.getByRole('menuitem', { name: 'Start' })).toHaveAttribute('aria-disabled', 'true');
    models = [instance('gpt-4o', { started: false, healthy: false })];
    await user.click(screen.getByRole('menuitem', { name: 'Stop' }));

    await waitFor(() => expect(calls.stop).toEqual([{ ...IDENTITY, model: 'gpt-4o' }]));
    expect(await screen.findByText('gpt-4o stopped')).toBeInTheDocument();
    await waitFor(() => expect(calls.chatModelLists).toBe(2));
    expect(calls.modelLists).toBe(2);
    const card = screen.getByRole('article', { name: 'gpt-4o' });
    await waitFor(() => expect(within(card).getByTestId('model-status')).toHaveTextContent('Stopped'));
  });

  it('starts a stopped model', async () => {
    let models: ModelInstance[] = [
      instance('bge-m3', { worker_type: 'text2vec', started: false, healthy: false }),
    ];
    const calls = serveModelsScreen({ models: () => models });
    await renderModels(calls);

    const user = await openMenu('bge-m3');
    expect(screen.getByRole('menuitem', { name: 'Stop' })).toHaveAttribute('aria-disabled', 'true');
    models = [instance('bge-m3', { worker_type: 'text2vec' })];
    await user.click(screen.getByRole('menuitem', { name: 'Start' }));

    await waitFor(() =>
      expect(calls.start).toEqual([{ ...IDENTITY, worker_type: 'text2vec', model: 'bge-m3' }]),
    );
    expect(await screen.findByText('bge-m3 started')).toBeInTheDocument();
    await waitFor(() => expect(calls.chatModelLists).toBe(2));
    const card = screen.getByRole('article', { name: 'bge-m3' });
    await waitFor(() => expect(within(card).getByTestId('model-status')).toHaveTextContent('Healthy'));
  });

  it('shows "Start model failed" with the server reason when a start is refused', async () => {
    const calls = serveModelsScreen({
      models: () => [instance('gpt-4o', { started: false, healthy: false })],
    });
    server.use(
      http.post('*/api/v2/serve/model/models/start', () => failed('worker manager unreachable')),
    );
    await renderModels(calls);

    const user = await openMenu('gpt-4o');
    await user.click(screen.getByRole('menuitem', { name: 'Start' }));

    const notice = await screen.findByText('Start model failed');
    expect(notice.closest('.ant-notification-notice')).toHaveTextContent('worker manager unreachable');
    expect(screen.queryByText('Request error')).toBeNull();
    expect(calls.chatModelLists).toBe(1);
  });

  it('asks before stopping and deleting, and does nothing when the user cancels', async () => {
    const calls = serveModelsScreen({ models: () => [instance('gpt-4o')] });
    await renderModels(calls);

    const user = await openMenu('gpt-4o');
    await user.click(screen.getByRole('menuitem', { name: 'Stop and delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop and delete gpt-4o?' });
    expect(calls.stop).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.stop).toEqual([]);
    expect(screen.getByRole('article', { name: 'gpt-4o' })).toBeInTheDocument();
  });

  it('stops and deletes after confirmation: the card leaves and the chat list is refreshed', async () => {
    let models: ModelInstance[] = [instance('gpt-4o'), instance('deepseek-chat')];
    const calls = serveModelsScreen({ models: () => models });
    await renderModels(calls);

    const user = await openMenu('gpt-4o');
    await user.click(screen.getByRole('menuitem', { name: 'Stop and delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop and delete gpt-4o?' });
    models = [instance('deepseek-chat')];
    await user.click(within(dialog).getByRole('button', { name: 'Stop and delete' }));

    await waitFor(() => expect(calls.stop).toEqual([{ ...IDENTITY, model: 'gpt-4o', delete_after: true }]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'gpt-4o' })).toBeNull());
    expect(screen.getByRole('article', { name: 'deepseek-chat' })).toBeInTheDocument();
    expect(await screen.findByText('gpt-4o deleted')).toBeInTheDocument();
    await waitFor(() => expect(calls.chatModelLists).toBe(2));
  });

  it('offers the menu to the keyboard: Enter opens it, arrows move, Escape goes back to its button', async () => {
    const calls = serveModelsScreen({ models: () => [instance('gpt-4o')] });
    await renderModels(calls);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Actions for gpt-4o' });
    trigger.focus();

    await user.keyboard('{Enter}');
    // Start is disabled for a healthy model, so the focus lands on Stop.
    expect(screen.getByRole('menuitem', { name: 'Stop' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Stop and delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Stop' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Stop and delete gpt-4o?' })).toBeInTheDocument();
    expect(calls.stop).toEqual([]);
  });

  it('keeps the card and says why when a stop fails', async () => {
    const calls = serveModelsScreen({ models: () => [instance('gpt-4o')] });
    server.use(http.post('*/api/v2/serve/model/models/stop', () => failed('worker manager unreachable')));
    await renderModels(calls);

    const user = await openMenu('gpt-4o');
    await user.click(screen.getByRole('menuitem', { name: 'Stop' }));

    expect(await screen.findByText('worker manager unreachable')).toBeInTheDocument();
    expect(screen.queryByText('gpt-4o stopped')).toBeNull();
    expect(screen.getByRole('article', { name: 'gpt-4o' })).toBeInTheDocument();
    expect(calls.chatModelLists).toBe(1);
  });
});
