import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { finishedStream, ok, serveChatScreen, serveCompletions } from '../chat/conversation-fixtures';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

describe('Explore’s question box on /chat (?ques=)', () => {
  beforeEach(() => resetChatParams());

  it('opens a normal chat and asks the question once', async () => {
    serveChatScreen();
    const created: string[] = [];
    server.use(
      http.post('*/api/v1/chat/dialogue/new', ({ request }) => {
        created.push(new URL(request.url).searchParams.get('chat_mode') ?? '');
        return ok({
          conv_uid: 'q-1',
          chat_mode: 'chat_normal',
          user_input: '',
          select_param: null,
          app_code: null,
        });
      }),
    );
    const bodies = serveCompletions(() => finishedStream('DB-GPT is a data app platform.'));
    const { router } = await renderApp(<ChatPage />, {
      pathname: '/chat',
      query: { isFirst: 'admin', scene: 'chat_normal', ques: 'What is DB-GPT?' },
    });

    expect(await screen.findByText('DB-GPT is a data app platform.')).toBeInTheDocument();
    expect(created).toEqual(['chat_normal']);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ conv_uid: 'q-1', user_input: 'What is DB-GPT?' });
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith(
        { pathname: '/chat', query: { id: 'q-1', scene: 'chat_normal' } },
        undefined,
        { shallow: true },
      ),
    );
  });
});
