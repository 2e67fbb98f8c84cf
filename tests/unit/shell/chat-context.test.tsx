import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useChatContext } from '@/contexts/chat-context';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from './handlers';

function ContextProbe() {
  const ctx = useChatContext();
  return (
    <div>
      <output data-testid="model">{ctx.model}</output>
      <output data-testid="models">{ctx.modelList.join(',')}</output>
      <output data-testid="dialog">{JSON.stringify(ctx.currentDialogInfo)}</output>
      <output data-testid="chat-id">{ctx.chatId}</output>
      <output data-testid="db-param">{ctx.dbParam ?? ''}</output>
      <output data-testid="expanded">{String(ctx.isMenuExpand)}</output>
      <button type="button" onClick={() => ctx.setDbParam('override_db')}>
        override
      </button>
    </div>
  );
}

describe('chat context', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  });

  it('loads the model list at startup and selects the first model', async () => {
    server.use(...startupHandlers({ models: ['deepseek-chat', 'qwen-max'] }));
    await renderApp(<ContextProbe />);
    await waitFor(() => expect(screen.getByTestId('model')).toHaveTextContent('deepseek-chat'));
    expect(screen.getByTestId('models')).toHaveTextContent('deepseek-chat,qwen-max');
  });

  it('falls back to an empty model list when the envelope says failure', async () => {
    server.use(...startupHandlers());
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/model/types', () =>
        HttpResponse.json({ success: false, err_code: 'E0003', err_msg: 'boom', data: null }),
      ),
    );
    await renderApp(<ContextProbe />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Chat' })).toBeInTheDocument());
    expect(screen.getByTestId('models')).toHaveTextContent('');
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('drops startup answers that arrive after the app has closed: no state update without a page', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = new Set<string>();
    const answered = new Set<string>();
    const late = (path: string, data: unknown) =>
      http.get(`*/api/v1/${path}`, async () => {
        asked.add(path);
        await held;
        answered.add(path);
        return HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
      });
    server.use(late('model/types', ['late-model']), late('users', [{ user_id: '001', role: 'admin' }]));
    const { unmount } = await renderApp(<ContextProbe />);
    await waitFor(() => expect([...asked].sort()).toEqual(['model/types', 'users']));
    unmount();
    // React reads window.event for every state update; after a test's environment is torn down there is
    // no window, and such an update throws "window is not defined" after the run.
    const updates: string[] = [];
    Object.defineProperty(window, 'event', {
      configurable: true,
      get: () => {
        // Only state updates count; React may still finish work it had queued before the unmount.
        const stack = new Error('state update after close').stack ?? '';
        if (/dispatch(SetState|ReducerAction)/.test(stack)) updates.push(stack);
        return undefined;
      },
    });
    try {
      release();
      await waitFor(() => expect(answered.size).toBe(2));
      // The answers travel on to the context's callbacks in a few turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(updates).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'event');
    }
  });

  it('restores cur_dialog_info and falls back to empty values when it is unparseable', async () => {
    server.use(...startupHandlers());
    window.localStorage.setItem(
      STORAGE_KEYS.currentDialogInfo,
      JSON.stringify({ chat_scene: 'chat_normal', app_code: 'a1' }),
    );
    const first = await renderApp(<ContextProbe />);
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"chat_scene":"chat_normal","app_code":"a1"}');
    first.unmount();
    window.localStorage.setItem(STORAGE_KEYS.currentDialogInfo, '{not json');
    await renderApp(<ContextProbe />);
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"chat_scene":"","app_code":""}');
  });

  it('reads id, db_param and scene from the address; db_param can be overridden', async () => {
    server.use(...startupHandlers());
    await renderApp(<ContextProbe />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'conv-1', db_param: 'sales_db', scene: 'chat_with_db_qa' },
    });
    expect(screen.getByTestId('chat-id')).toHaveTextContent('conv-1');
    expect(screen.getByTestId('db-param')).toHaveTextContent('sales_db');
    expect(screen.getByTestId('expanded')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'override' }));
    expect(screen.getByTestId('db-param')).toHaveTextContent('override_db');
  });

  it('resets the stored dialog info to chat_agent and reloads when appCode differs', async () => {
    server.use(...startupHandlers());
    window.localStorage.setItem(
      STORAGE_KEYS.currentDialogInfo,
      JSON.stringify({ chat_scene: 'chat_normal', app_code: 'old' }),
    );
    await renderApp(<ContextProbe />, { pathname: '/chat', query: { isFirst: 'admin', appCode: 'new-app' } });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currentDialogInfo) ?? '{}')).toEqual({
      chat_scene: 'chat_agent',
      app_code: 'new-app',
    });
  });

  it('does not reload when appCode matches the stored dialog info', async () => {
    server.use(...startupHandlers());
    window.localStorage.setItem(
      STORAGE_KEYS.currentDialogInfo,
      JSON.stringify({ chat_scene: 'chat_agent', app_code: 'same' }),
    );
    await renderApp(<ContextProbe />, { pathname: '/chat', query: { isFirst: 'admin', appCode: 'same' } });
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveTextContent('same'));
    expect(reload).not.toHaveBeenCalled();
  });
});
