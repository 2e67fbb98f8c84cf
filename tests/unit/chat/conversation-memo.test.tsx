import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { renderApp } from '../render-app';
import { cumulative, openStream, round, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

// Counts how often each stored answer's feedback renders: it renders whenever its answer does.
const feedbackRenders = new Map<number, number>();
vi.mock('@/components/chat/feedback', () => ({
  MessageFeedback: ({ messageOrder }: { messageOrder: number }) => {
    feedbackRenders.set(messageOrder, (feedbackRenders.get(messageOrder) ?? 0) + 1);
    return null;
  },
}));

describe('chat conversation rendering', () => {
  beforeEach(() => {
    resetChatParams();
    feedbackRenders.clear();
  });

  it('does not re-render finished answers while a new answer streams', async () => {
    serveChatScreen({ history: [...round(1, 'One', 'First answer'), ...round(2, 'Two', 'Second answer')] });
    const stream = openStream();
    serveCompletions(() => stream.body);
    const user = userEvent.setup();
    await renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1' },
    });
    await screen.findByText('Second answer');
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Three');
    await user.keyboard('{Enter}');
    const before = { first: feedbackRenders.get(1), second: feedbackRenders.get(2) };

    for (const text of ['Third', 'Third answer', 'Third answer, streamed', 'Third answer, streamed in.']) {
      stream.send(cumulative(text));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(feedbackRenders.get(1)).toBe(before.first);
    expect(feedbackRenders.get(2)).toBe(before.second);

    stream.close();
    await waitFor(() => expect(feedbackRenders.get(3)).toBeGreaterThan(0));
  });
});
