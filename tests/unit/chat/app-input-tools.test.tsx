import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { inputToolsFor } from '@/components/chat/input/app-input-tools';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { app } from '../app/app-fixtures';
import { finishedStream, ok, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const NATIVE_NEEDS = [
  { type: 'resource', value: 'knowledge', bind_value: 'handbook' },
  { type: 'model', value: null },
  { type: 'temperature', value: null },
];

describe('the input of a chat with an app (param_need)', () => {
  beforeEach(() => resetChatParams());

  it('offers what the app lists and leaves out what it binds; a chat without an app offers everything', () => {
    expect(inputToolsFor(null)).toEqual({ model: true, params: true, resource: true });
    expect(
      inputToolsFor(app('n1', 'Handbook', { team_mode: 'native_app', param_need: NATIVE_NEEDS })),
    ).toEqual({
      model: true,
      params: true,
      resource: false,
    });
    expect(inputToolsFor(app('a1', 'Agents', { team_mode: 'single_agent', param_need: [] }))).toEqual({
      model: false,
      params: false,
      resource: false,
    });
  });

  it('hides the model and its parameters for an agent app and sends neither, so the app’s own apply', async () => {
    serveChatScreen();
    server.use(
      http.get('*/api/v1/app/info', () =>
        ok(app('a1', 'HR helper', { team_mode: 'single_agent', param_need: [] })),
      ),
      http.post('*/api/v1/chat/dialogue/new', () =>
        ok({ conv_uid: 'agent-1', user_input: '', chat_mode: 'chat_agent', app_code: 'a1' }),
      ),
    );
    const bodies = serveCompletions(() => finishedStream('Done.'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_agent', app_code: 'a1' },
    });

    expect(await screen.findByRole('heading', { name: 'HR helper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Model' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Model parameters' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Leave?');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ chat_mode: 'chat_agent', app_code: 'a1', user_input: 'Leave?' });
    expect(bodies[0]).not.toHaveProperty('model_name');
    expect(bodies[0]).not.toHaveProperty('temperature');
  });

  it('keeps the model and parameters a native app leaves open, and sends them', async () => {
    serveChatScreen();
    server.use(
      http.get('*/api/v1/app/info', () =>
        ok(app('n1', 'Handbook', { team_mode: 'native_app', param_need: NATIVE_NEEDS })),
      ),
    );
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_knowledge', app_code: 'n1', select_param: 'handbook' },
    });
    expect(await screen.findByRole('combobox', { name: 'Model' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Model parameters' })).toBeInTheDocument();
  });
});
