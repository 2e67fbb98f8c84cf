import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import MobileChatPage from '@/components/chat/mobile-chat-page';
import { getModelLabel } from '@/utils/model-catalogue';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const ok = (data: unknown) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

interface Calls {
  created: Record<string, string>[];
  completions: Record<string, unknown>[];
  histories: string[];
}
let calls: Calls;

function chatHandlers({ failFirstCreate = false } = {}) {
  return [
    http.post('*/api/v1/chat/dialogue/new', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      calls.created.push(query);
      if (failFirstCreate && calls.created.length === 1)
        return HttpResponse.json({
          success: false,
          err_code: 'E0001',
          err_msg: 'database is busy',
          data: null,
        });
      const conv_uid = `conv-${calls.created.length}`;
      return ok({
        conv_uid,
        user_input: '',
        chat_mode: query.chat_mode,
        app_code: query.app_code ?? null,
        user_name: '',
      });
    }),
    http.post('*/api/v1/chat/completions', async ({ request }) => {
      calls.completions.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse('data: There are 42 users.\n\n', {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }),
    http.post('*/api/v1/chat/mode/params/list', () =>
      ok([
        { param: 'handbook', type: 'knowledge', space_id: 1 },
        { param: '产品手册', type: 'knowledge', space_id: 2 },
      ]),
    ),
    http.get('*/api/v1/chat/dialogue/messages/history', ({ request }) => {
      calls.histories.push(new URL(request.url).searchParams.get('con_uid') ?? '');
      return ok([]);
    }),
  ];
}

function renderMobile(query: Record<string, string>) {
  return renderApp(<MobileChatPage />, { pathname: '/mobile/chat', query: { isFirst: 'admin', ...query } });
}

beforeEach(() => {
  calls = { created: [], completions: [], histories: [] };
  server.use(...startupHandlers());
});

describe('/mobile/chat', () => {
  it('opens a conversation in the asked scene and sends the question of the address once', async () => {
    server.use(...chatHandlers());
    await renderMobile({
      chat_scene: 'chat_knowledge',
      app_code: 'app-1',
      ques: 'How many users signed up?',
    });
    const page = screen.getByTestId('mobile-chat');
    expect(screen.queryByTestId('app-shell')).not.toBeInTheDocument();

    expect(await within(page).findByText('How many users signed up?')).toBeInTheDocument();
    await waitFor(() => expect(calls.completions).toHaveLength(1));
    expect(calls.created).toEqual([
      expect.objectContaining({ chat_mode: 'chat_knowledge', app_code: 'app-1' }),
    ]);
    expect(calls.completions[0]).toMatchObject({
      conv_uid: 'conv-1',
      chat_mode: 'chat_knowledge',
      app_code: 'app-1',
      user_input: 'How many users signed up?',
    });
    // Still once after the answer has arrived.
    expect(await within(page).findByText('There are 42 users.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls.completions).toHaveLength(1);
    // A conversation opened with a question does not load a history it cannot have.
    expect(calls.histories).toEqual([]);
  });

  it('shows the model in a compact header and starts an empty new chat on demand', async () => {
    server.use(...chatHandlers());
    await renderMobile({ ques: 'Hello' });
    expect(
      await within(screen.getByRole('banner')).findByText(getModelLabel('qwen2-7b-chat')),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.completions).toHaveLength(1));

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(calls.created).toHaveLength(2));
    await waitFor(() => expect(calls.histories).toEqual(['conv-2']));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    // The question of the address belongs to the first conversation only.
    expect(calls.completions).toHaveLength(1);
  });

  it('falls back to a normal chat for an unknown scene and works embedded with role=user', async () => {
    server.use(...chatHandlers());
    await renderMobile({ chat_scene: 'not_a_scene', role: 'user' });
    await waitFor(() => expect(calls.histories).toEqual(['conv-1']));
    expect(calls.created).toEqual([expect.objectContaining({ chat_mode: 'chat_normal' })]);
    expect(calls.created[0]).not.toHaveProperty('app_code');
    expect(screen.getByTestId('mobile-chat')).toBeInTheDocument();
    expect(calls.completions).toEqual([]);
  });

  it('asks a knowledge space named in the address, and another one chosen with the picker', async () => {
    server.use(...chatHandlers());
    const user = userEvent.setup();
    await renderMobile({
      chat_scene: 'chat_knowledge',
      select_param: '产品手册',
      ques: 'What is the refund policy?',
    });
    await waitFor(() => expect(calls.completions).toHaveLength(1));
    expect(calls.completions[0]).toMatchObject({ chat_mode: 'chat_knowledge', select_param: '产品手册' });

    const picker = await screen.findByRole('combobox', { name: 'Knowledge space' });
    await waitFor(() => expect(picker).toHaveValue('产品手册'));
    await user.selectOptions(picker, 'handbook');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'And shipping?{Enter}');
    await waitFor(() => expect(calls.completions).toHaveLength(2));
    expect(calls.completions[1]).toMatchObject({ chat_mode: 'chat_knowledge', select_param: 'handbook' });
  });

  it('offers a retry when the conversation cannot be created', async () => {
    server.use(...chatHandlers({ failFirstCreate: true }));
    await renderMobile({ ques: 'Still there?' });
    expect(await screen.findByText('database is busy')).toBeInTheDocument();
    const alert = screen.getByText('Could not start a conversation').closest('[role="alert"]');
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.completions).toEqual([
        expect.objectContaining({ conv_uid: 'conv-2', user_input: 'Still there?' }),
      ]),
    );
  });
});
