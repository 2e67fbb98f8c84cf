import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChatPage from '@/components/chat/chat-page';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { finishedStream, ok, serveChatScreen, serveCompletions } from '../chat/conversation-fixtures';
import { app } from './app-fixtures';
import { warmConversationCode } from '../chat/warm-conversation';

warmConversationCode();

const HR = app('hr1', 'HR helper', {
  team_mode: 'single_agent',
  app_describe: 'Answers questions about leave, pay and benefits from the staff handbook.',
  recommend_questions: [{ id: 1, question: 'How many days of leave do I have?', valid: 'true' }],
});

function serveAppChat() {
  serveChatScreen();
  server.use(
    http.get('*/api/v1/app/info', () => ok(HR)),
    http.post('*/api/v1/chat/dialogue/new', () =>
      ok({ conv_uid: 'hr-conv', user_input: '', chat_mode: 'chat_agent', app_code: 'hr1' }),
    ),
  );
  return serveCompletions(() => finishedStream('Twenty days a year.'));
}

const GENERIC_LANDING = {
  en: ['What can I help you with?', 'Try asking', 'Apps you create or use will show up here.'],
  zh: ['有什么可以帮你的？', '试试这样问', '你创建或使用过的应用会显示在这里。'],
};

describe('Chatting with an app, before the first question', () => {
  beforeEach(() => resetChatParams());

  it.each(['en', 'zh'] as const)(
    'shows only the app’s introduction, its questions and the input (%s)',
    async (language) => {
      const bodies = serveAppChat();
      const user = userEvent.setup();
      await renderApp(<ChatPage />, {
        pathname: '/chat',
        query: { isFirst: 'admin', scene: 'chat_agent', app_code: 'hr1' },
        language,
      });

      const header = await screen.findByTestId('app-chat-header');
      expect(within(header).getByRole('heading', { name: 'HR helper' })).toBeInTheDocument();
      expect(within(header).getByText(HR.app_describe ?? '')).toBeInTheDocument();
      expect(screen.getByTestId('app-chat-landing')).toBeInTheDocument();
      expect(screen.queryByTestId('chat-landing')).toBeNull();
      // The header names its own questions "Try asking" too; nothing of the kind shows outside it.
      const outsideHeader = (text: string) =>
        screen.queryAllByText(text).filter((node) => !header.contains(node));
      for (const text of GENERIC_LANDING[language]) expect(outsideHeader(text)).toEqual([]);

      await user.click(within(header).getByRole('button', { name: 'How many days of leave do I have?' }));
      expect(await screen.findByText('Twenty days a year.')).toBeInTheDocument();
      await waitFor(() => expect(bodies[0]).toMatchObject({ app_code: 'hr1', chat_mode: 'chat_agent' }));
    },
    15_000,
  );
});
