import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import type { Language } from '@/locales/types';
import { renderApp } from '../render-app';
import {
  finishedStream,
  openStream,
  frame,
  round,
  serveChatScreen,
  serveCompletions,
} from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const TEXT = {
  en: {
    answer: 'Answer',
    versions: 'Answer versions',
    previous: 'Previous version',
    next: 'Next version',
    position: (current: number, total: number) => `Version ${current} of ${total}`,
    stopped: 'Stopped',
    retry: 'Retry',
    retryFailed: 'Retry',
  },
  zh: {
    answer: '回答',
    versions: '回答版本',
    previous: '上一个版本',
    next: '下一个版本',
    position: (current: number, total: number) => `第 ${current} 个版本，共 ${total} 个`,
    stopped: '已停止',
    retry: '重新生成',
    // A failed answer's own Retry, in its error box.
    retryFailed: '重试',
  },
} as const;

function renderConversation(language: Language) {
  return renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
    pathname: '/chat',
    query: { isFirst: 'admin', id: 'c1' },
    language,
  });
}

/** Our server's history of a retried round: the latest answer, the earlier ones on `view`. */
const retriedRound = round(1, 'Tell me a story', 'The third telling.', {
  versions: [
    { context: 'Once upon a', model_name: 'gpt-4o', time_stamp: null, stopped: true },
    { context: 'The second telling.', model_name: 'gpt-4o', time_stamp: null },
  ],
});

describe.each(['en', 'zh'] as const)('answer versions (%s)', (language) => {
  const text = TEXT[language];
  const answers = () => screen.getAllByRole('article', { name: text.answer });
  beforeEach(() => resetChatParams());

  it('shows the latest answer of a retried question and steps through the earlier ones by keyboard', async () => {
    serveChatScreen({ history: retriedRound });
    const user = userEvent.setup();
    await renderConversation(language);

    expect(await screen.findByText('The third telling.')).toBeInTheDocument();
    expect(answers()).toHaveLength(1);
    expect(screen.getAllByText('Tell me a story')).toHaveLength(1);
    const switcher = within(answers()[0]).getByRole('group', { name: text.versions });
    expect(switcher).toHaveTextContent('3/3');
    expect(within(switcher).getByRole('status')).toHaveTextContent(text.position(3, 3));
    const next = within(switcher).getByRole('button', { name: text.next });
    expect(next).toHaveAttribute('aria-disabled', 'true');

    within(switcher).getByRole('button', { name: text.previous }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The second telling.')).toBeInTheDocument();
    expect(screen.queryByText('The third telling.')).toBeNull();
    expect(switcher).toHaveTextContent('2/3');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Once upon a')).toBeInTheDocument();
    expect(within(answers()[0]).getByText(text.stopped)).toBeInTheDocument();
    expect(within(switcher).getByRole('status')).toHaveTextContent(text.position(1, 3));
    // At the first version the button keeps the focus and does nothing more.
    await user.keyboard('{Enter}');
    expect(switcher).toHaveTextContent('1/3');
    expect(within(switcher).getByRole('button', { name: text.previous })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByText('The third telling.')).toBeInTheDocument();
    expect(within(answers()[0]).queryByText(text.stopped)).toBeNull();
  });

  it('keeps a stopped answer as version 1 when Retry asks the question again', async () => {
    serveChatScreen({ history: round(1, 'Pick a colour', 'Blu', { stopped: true }) });
    const bodies = serveCompletions(() => finishedStream('Green'));
    const user = userEvent.setup();
    await renderConversation(language);
    await screen.findByText('Blu');
    expect(screen.queryByRole('group', { name: text.versions })).toBeNull();

    await user.click(within(answers()[0]).getByRole('button', { name: text.retry }));
    expect(await screen.findByText('Green')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ user_input: 'Pick a colour', retry: true });
    expect(answers()).toHaveLength(1);
    expect(screen.getAllByText('Pick a colour')).toHaveLength(1);

    const switcher = await screen.findByRole('group', { name: text.versions });
    expect(switcher).toHaveTextContent('2/2');
    await user.click(within(switcher).getByRole('button', { name: text.previous }));
    expect(await screen.findByText('Blu')).toBeInTheDocument();
    expect(within(answers()[0]).getByText(text.stopped)).toBeInTheDocument();
  });

  it('retries a failed answer without keeping an empty version', async () => {
    serveChatScreen();
    let call = 0;
    serveCompletions(() => {
      call += 1;
      if (call > 1) return finishedStream('Second try worked.');
      const stream = openStream();
      stream.send(frame('[SERVER_ERROR]The model provider is unavailable.'));
      stream.close();
      return stream.body;
    });
    const user = userEvent.setup();
    await renderConversation(language);
    await user.type(screen.getByRole('textbox'), 'Hello?');
    await user.keyboard('{Enter}');
    await within(answers()[0]).findByRole('alert');

    await user.click(within(answers()[0]).getByRole('button', { name: text.retryFailed }));
    expect(await screen.findByText('Second try worked.')).toBeInTheDocument();
    expect(answers()).toHaveLength(1);
    expect(screen.queryByRole('group', { name: text.versions })).toBeNull();
  });
});
