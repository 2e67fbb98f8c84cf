import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Conversation } from '@/contract/chat';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { finishedStream, ok, round, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const conversation = (conv_uid: string, user_input: string): Conversation => ({
  conv_uid,
  user_input,
  chat_mode: 'chat_normal',
  app_code: null,
  select_param: null,
  model_name: 'gpt-4o',
  user_name: '',
  sys_code: null,
  gmt_created: '2026-11-20 10:00:00',
  gmt_modified: '2026-11-20 10:00:00',
});

function serveNewDialogue(convUid = 'new-1') {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post('*/api/v1/chat/dialogue/new', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ ...conversation(convUid, ''), user_input: '' });
    }),
  );
  return queries;
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });

describe('/chat page', () => {
  beforeEach(() => resetChatParams());

  it('opens the conversation in the address, with its history and the dialog list', async () => {
    const calls = serveChatScreen({
      history: round(1, 'Where is Paris?', 'Paris is in France.'),
      conversations: [conversation('c1', 'Where is Paris?'), conversation('c2', 'Plan a trip')],
    });
    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1', scene: 'chat_normal' },
    });

    expect(await screen.findByText('Paris is in France.')).toBeInTheDocument();
    expect(calls.history).toEqual(['c1']);
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByText('Plan a trip')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-landing')).toBeNull();
  });

  it('starts a conversation from the landing: creates it, puts it in the address and sends the question', async () => {
    const calls = serveChatScreen();
    const created = serveNewDialogue('new-1');
    const bodies = serveCompletions(() => finishedStream('Hello! I am here.'));
    const user = userEvent.setup();
    const { router } = await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' } });

    expect(await screen.findByTestId('chat-landing')).toBeInTheDocument();
    await waitFor(() => expect(calls.dialogueList).toBe(1));
    await user.type(input(), 'Hi there');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Hello! I am here.')).toBeInTheDocument();
    expect(created).toEqual([{ chat_mode: 'chat_normal', model_name: 'qwen2-7b-chat' }]);
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { id: 'new-1', scene: 'chat_normal' } },
      undefined,
      { shallow: true },
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ conv_uid: 'new-1', user_input: 'Hi there', chat_mode: 'chat_normal' });
    expect(calls.history).toEqual([]);
    // The first answer puts the conversation in the list: it is loaded again.
    await waitFor(() => expect(calls.dialogueList).toBe(2));
  });

  it('asks a hot question from the landing', async () => {
    serveChatScreen();
    server.use(
      http.get('*/api/v1/question/list', () =>
        ok([{ id: 1, question: 'What can you do?', valid: 'true', is_hot_question: 'true' }]),
      ),
    );
    serveNewDialogue('new-2');
    const bodies = serveCompletions(() => finishedStream('Many things.'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' } });

    await user.click(await screen.findByRole('button', { name: 'What can you do?' }));
    expect(await screen.findByText('Many things.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ conv_uid: 'new-2', user_input: 'What can you do?' });
  });

  it('keeps the question in the input when the conversation cannot be created', async () => {
    serveChatScreen();
    server.use(
      http.post('*/api/v1/chat/dialogue/new', () =>
        HttpResponse.json({ success: false, err_code: 'E0100', err_msg: 'Database is locked', data: null }),
      ),
    );
    const bodies = serveCompletions(() => finishedStream('never'));
    const user = userEvent.setup();
    await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' } });

    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Keep me');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Database is locked')).toBeInTheDocument();
    expect(input()).toHaveValue('Keep me');
    expect(bodies).toHaveLength(0);
    expect(screen.getByTestId('chat-landing')).toBeInTheDocument();
  });

  it('opens a conversation chosen in the list and starts a new chat from it', async () => {
    serveChatScreen({ conversations: [conversation('c2', 'Plan a trip')] });
    const user = userEvent.setup();
    const { router } = await renderApp(<ChatPage />, { pathname: '/chat', query: { isFirst: 'admin' } });

    await user.click(await screen.findByText('Plan a trip'));
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/chat', query: { id: 'c2', scene: 'chat_normal' } },
      undefined,
      { shallow: true },
    );
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(router.push).toHaveBeenLastCalledWith('/chat', undefined, { shallow: true });
  });

  it('starts with the dialog list collapsed for the dashboard scene only', async () => {
    serveChatScreen({ history: round(1, 'q', 'a') });
    const { unmount } = await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1', scene: 'chat_dashboard' },
    });
    expect(await screen.findByRole('button', { name: 'Expand the conversation list' })).toBeInTheDocument();
    unmount();

    await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1', scene: 'chat_normal' },
    });
    expect(await screen.findByRole('button', { name: 'Collapse the conversation list' })).toBeInTheDocument();
  });
});
