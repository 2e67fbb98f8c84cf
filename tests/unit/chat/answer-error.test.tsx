import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Language } from '@/locales/types';
import { renderApp } from '../render-app';
import {
  finishedStream,
  frame,
  openStream,
  serveChatScreen,
  serveCompletions,
} from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const FAILURE = 'The model provider rejected the API key.';

function failedStream() {
  const stream = openStream();
  stream.send(frame(`[SERVER_ERROR]${FAILURE}`));
  stream.close();
  return stream.body;
}

const TEXT = {
  en: { input: 'Your question', answer: 'Answer', retry: 'Retry', copy: 'Copy', copied: 'Copied' },
  zh: { input: '你的问题', answer: '回答', retry: '重试', copy: '复制', copied: '已复制' },
} as const;

describe.each(['en', 'zh'] as const)('a failed answer (%s)', (language: Language & keyof typeof TEXT) => {
  const text = TEXT[language];
  beforeEach(() => resetChatParams());

  async function askAndFail(user: ReturnType<typeof userEvent.setup>) {
    await renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
      pathname: '/chat',
      query: { isFirst: 'admin', id: 'c1' },
      language,
    });
    const input = await screen.findByRole('textbox', { name: text.input });
    await user.type(input, 'Hello?{Enter}');
    // The answers' code loads with the first message: the answer shows once it has arrived.
    const [answer] = await screen.findAllByRole('article', { name: text.answer });
    await within(answer).findByRole('alert');
    return answer;
  }

  it('Retry in the error box sends the question again; its answer takes the failed one’s place', async () => {
    serveChatScreen();
    const bodies = serveCompletions((_body, call) => (call === 1 ? failedStream() : finishedStream('Hi!')));
    const user = userEvent.setup();
    const answer = await askAndFail(user);

    // One Retry, in the error box: the action row under it offers none.
    expect(within(answer).getAllByRole('button', { name: text.retry })).toHaveLength(1);
    // The failed question came back to the input; Retry sends it, so the input lets it go.
    const input = screen.getByRole('textbox', { name: text.input });
    await waitFor(() => expect(input).toHaveValue('Hello?'));
    await user.click(within(answer).getByRole('button', { name: text.retry }));
    expect(input).toHaveValue('');

    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('article', { name: text.answer })).toHaveLength(1);
    expect(bodies.map((body) => body.user_input)).toEqual(['Hello?', 'Hello?']);
  });

  it('Retry keeps what the user has typed over the returned question', async () => {
    serveChatScreen();
    const bodies = serveCompletions((_body, call) => (call === 1 ? failedStream() : finishedStream('Hi!')));
    const user = userEvent.setup();
    const answer = await askAndFail(user);
    const input = screen.getByRole('textbox', { name: text.input });
    await waitFor(() => expect(input).toHaveValue('Hello?'));
    await user.clear(input);
    await user.type(input, 'Something else');

    await user.click(within(answer).getByRole('button', { name: text.retry }));
    expect(await screen.findByText('Hi!')).toBeInTheDocument();
    expect(input).toHaveValue('Something else');
    expect(bodies.map((body) => body.user_input)).toEqual(['Hello?', 'Hello?']);
  });

  it('Copy puts the error message on the clipboard and says “Copied”', async () => {
    serveChatScreen();
    serveCompletions(() => failedStream());
    const user = userEvent.setup();
    const answer = await askAndFail(user);

    await user.click(within(answer).getByRole('button', { name: new RegExp(text.copy) }));
    expect(await navigator.clipboard.readText()).toBe(FAILURE);
    expect(within(answer).getByRole('button', { name: text.copied })).toHaveTextContent(text.copied);
    await waitFor(() => expect(within(answer).getByRole('status')).toHaveTextContent(text.copied));
  });
});
