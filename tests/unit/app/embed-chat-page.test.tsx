import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import EmbedChatPage from '@/components/app/embed/embed-chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { finishedStream, ok, serveChatScreen, serveCompletions } from '../chat/conversation-fixtures';
import { app } from './app-fixtures';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

const NEEDS_OPEN = [
  { type: 'model', value: null },
  { type: 'temperature', value: null },
  { type: 'max_new_tokens', value: null },
];
/** The built-in normal chat as the server seeds it: English texts, every setting left open to the user. */
const BUILT_IN = app('chat_normal', 'Chat Normal', {
  app_describe: 'Native LLM dialogue',
  team_mode: 'native_app',
  param_need: NEEDS_OPEN,
  recommend_questions: [{ id: 1, question: 'What can you do?', valid: 'true' }],
});

function serveEmbed() {
  serveChatScreen();
  server.use(
    http.get('*/api/v1/embed/session', () => ok({ app_code: 'chat_normal', expires_at: null })),
    http.get('*/api/v1/app/info', () => ok(BUILT_IN)),
    http.post('*/api/v1/chat/dialogue/new', () =>
      ok({ conv_uid: 'visit-1', user_input: '', chat_mode: 'chat_normal', app_code: 'chat_normal' }),
    ),
  );
  return serveCompletions(() => finishedStream('Happy to help.'));
}

const builderControls = (names: RegExp[]) =>
  names.filter((name) => screen.queryAllByRole('button', { name }).length > 0).map(String);

describe('An embedded app, for a visitor of another site', () => {
  beforeEach(() => resetChatParams());

  it('offers a plain input, send and new chat, none of the builder’s controls', async () => {
    const bodies = serveEmbed();
    const user = userEvent.setup();
    await renderApp(<EmbedChatPage />, { pathname: '/embed', query: { token: 't.sig', lang: 'en' } });

    const header = await screen.findByTestId('app-chat-header');
    expect(within(header).getByRole('heading', { name: 'Chat Normal' })).toBeInTheDocument();
    expect(within(header).queryByText('Native app')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Model' })).toBeNull();
    expect(builderControls([/Model parameters/, /Use a prompt/])).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Happy to help.')).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('model_name');
    expect(builderControls([/Attach a file/, /Clear memory/, /End topic/, /Use a prompt/])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(screen.queryByText('Happy to help.')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  }, 15_000);

  it('shows a built-in app’s name and description in the visitor’s language', async () => {
    serveEmbed();
    const user = userEvent.setup();
    await renderApp(<EmbedChatPage />, {
      pathname: '/embed',
      query: { token: 't.sig', lang: 'zh' },
      language: 'zh',
    });

    const header = await screen.findByTestId('app-chat-header');
    expect(await within(header).findByRole('heading', { name: '普通对话' })).toBeInTheDocument();
    expect(within(header).getByText('与大模型直接对话')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '模型' })).toBeNull();

    await user.click(within(header).getByRole('button', { name: 'What can you do?' }));
    expect(await screen.findByText('Happy to help.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新对话' })).toBeInTheDocument();
    expect(builderControls([/清除记忆/, /结束话题/, /上传文件/, /使用提示词/])).toEqual([]);
  }, 20_000);
});
