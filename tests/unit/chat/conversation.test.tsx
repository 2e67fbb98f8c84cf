import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import {
  cumulative,
  finishedStream,
  frame,
  ok,
  openStream,
  round,
  serveChatScreen,
  serveCompletions,
} from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

const QUERY = { isFirst: 'admin', id: 'c1' };

function renderConversation() {
  return renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
    pathname: '/chat',
    query: QUERY,
  });
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const answers = () => screen.queryAllByRole('article', { name: 'Answer' });
const questions = () => screen.queryAllByRole('article', { name: 'Your question' });

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(input(), question);
  await user.keyboard('{Enter}');
}

describe('chat conversation', () => {
  beforeEach(() => resetChatParams());
  afterEach(() => vi.restoreAllMocks());

  it('shows the stored history: questions with their files, answers, and a stopped answer marked', async () => {
    const withImage = JSON.stringify({
      role: 'user',
      content: [
        { type: 'text', text: 'What is in this picture?' },
        {
          type: 'image_url',
          image_url: { url: 'dbgpt-fs://local/dbgpt_app_file/cat.png', fileName: 'cat.png' },
        },
      ],
    });
    const withMedia = JSON.stringify([
      { type: 'text', text: 'Summarise these' },
      { type: 'audio_url', audio_url: { url: '/files/voice.mp3', fileName: 'voice.mp3' } },
      { type: 'video_url', video_url: { url: '/files/clip.mp4', fileName: 'clip.mp4' } },
      { type: 'file_url', file_url: { url: '/files/report.pdf', fileName: 'report.pdf' } },
    ]);
    serveChatScreen({
      history: [
        ...round(1, 'Hello there', 'Hi! How can I help?'),
        ...round(2, withImage, 'A cat on a sofa.'),
        ...round(3, 'Tell me a long story', 'Once upon a time', { stopped: true }),
        ...round(4, withMedia, 'Done.'),
      ],
    });
    await renderConversation();

    expect(await screen.findByText('Hi! How can I help?')).toBeInTheDocument();
    expect(questions()).toHaveLength(4);
    expect(answers()).toHaveLength(4);
    expect(within(questions()[0]).getByText('Hello there')).toBeInTheDocument();
    expect(within(questions()[1]).getByText('What is in this picture?')).toBeInTheDocument();
    expect(within(questions()[1]).getByRole('img', { name: 'cat.png' })).toHaveAttribute(
      'src',
      '/api/v2/serve/file/files/dbgpt_app_file/cat.png',
    );
    expect(await within(answers()[1]).findByText('A cat on a sofa.')).toBeInTheDocument();
    expect(within(answers()[2]).getByText('Stopped')).toBeInTheDocument();
    expect(within(answers()[0]).queryByText('Stopped')).toBeNull();
    const media = questions()[3];
    expect(within(media).getByText('Summarise these')).toBeInTheDocument();
    expect(media.querySelector('audio[controls]')).toHaveAttribute('src', '/files/voice.mp3');
    expect(media.querySelector('video[controls]')).toHaveAttribute('src', '/files/clip.mp4');
    expect(within(media).getByRole('link', { name: 'report.pdf' })).toHaveAttribute(
      'href',
      '/files/report.pdf',
    );
    // The raw `ai` copy of each answer is not shown twice.
    expect(screen.getAllByText('Hi! How can I help?')).toHaveLength(1);
  });

  it('offers a retry when the history cannot be loaded', async () => {
    serveChatScreen();
    let calls = 0;
    server.use(
      http.get('*/api/v1/chat/dialogue/messages/history', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('boom', { status: 500 }) : ok(round(1, 'Q', 'A'));
      }),
    );
    const user = userEvent.setup();
    await renderConversation();
    const failure = await screen.findByTestId('chat-history-error');
    expect(failure).toHaveTextContent('Could not load this conversation');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('streams an answer in, replacing the text as cumulative frames arrive', async () => {
    serveChatScreen();
    const stream = openStream();
    const bodies = serveCompletions(() => stream.body);
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Ask a question to start the conversation.');

    await ask(user, 'What is 6 times 7?');
    expect(within(questions()[0]).getByText('What is 6 times 7?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(await screen.findByRole('status', { name: 'Generating the answer…' })).toBeInTheDocument();

    stream.send(cumulative('The answer'));
    expect(await within(answers()[0]).findByText('The answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop generating' })).toBeInTheDocument();
    stream.send(cumulative('The answer is 42.'));
    stream.close();

    expect(await within(answers()[0]).findByText('The answer is 42.')).toBeInTheDocument();
    expect(within(answers()[0]).queryByText('The answer')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(within(answers()[0]).getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        conv_uid: 'c1',
        chat_mode: 'chat_normal',
        user_input: 'What is 6 times 7?',
        model_name: 'qwen2-7b-chat',
        temperature: 0.6,
        max_new_tokens: 4000,
        incremental: false,
      },
    ]);
  });

  it('Stop ends the stream and keeps the partial answer, marked as stopped', async () => {
    serveChatScreen();
    const stream = openStream();
    serveCompletions(() => stream.body);
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Ask a question to start the conversation.');

    await ask(user, 'Tell me a story');
    stream.send(cumulative('Once upon a time'));
    expect(await screen.findByText('Once upon a time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));

    expect(await within(answers()[0]).findByText('Stopped')).toBeInTheDocument();
    stream.send(cumulative('Once upon a time there was a dragon'));
    // Give a frame that would still be read the time to arrive: it must not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(answers()[0]).getByText('Once upon a time')).toBeInTheDocument();
    expect(screen.queryByText(/dragon/)).toBeNull();
  });

  it('Retry sends the last question again and its answer replaces the last one', async () => {
    serveChatScreen({
      history: [...round(1, 'First question', 'First answer'), ...round(2, 'Pick a colour', 'Blue')],
    });
    const bodies = serveCompletions(() => finishedStream('Green'));
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Blue');

    expect(within(answers()[0]).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(answers()[1]).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Green')).toBeInTheDocument();
    expect(screen.queryByText('Blue')).toBeNull();
    expect(answers()).toHaveLength(2);
    expect(questions()).toHaveLength(2);
    expect(bodies).toHaveLength(1);
    expect(bodies[0].user_input).toBe('Pick a colour');
  });

  it('shows a stream error inline in the answer and gives the question back to the input', async () => {
    serveChatScreen();
    serveCompletions(() => {
      const stream = openStream();
      stream.send(frame('[SERVER_ERROR]The model provider rejected the API key.'));
      stream.close();
      return stream.body;
    });
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Ask a question to start the conversation.');

    await ask(user, 'Hello?');
    const alert = await within(answers()[0]).findByRole('alert');
    expect(alert).toHaveTextContent('The model provider rejected the API key.');
    await waitFor(() => expect(input()).toHaveValue('Hello?'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('copies an answer, and says so when the clipboard refuses', async () => {
    serveChatScreen({ history: round(1, 'Q', 'Copy me') });
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Copy me');

    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await navigator.clipboard.readText()).toBe('Copy me');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('renders only the messages on screen when a conversation is long', async () => {
    // jsdom lays nothing out: give the scroll area a 600 px window and every row 100 px.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'log' ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : 100;
    });
    const history = Array.from({ length: 100 }, (_, index) =>
      round(index + 1, `Question ${index + 1}`, `Answer ${index + 1}`),
    ).flat();
    serveChatScreen({ history });
    await renderConversation();

    // A long conversation opens on its latest messages.
    expect(await screen.findByText('Question 100')).toBeInTheDocument();
    // The virtualizer's rows (its code loads with the first long conversation).
    await waitFor(() =>
      expect(screen.getByTestId('chat-messages').querySelector('[data-index]')).not.toBeNull(),
    );
    const rendered = screen.getByTestId('chat-messages').querySelectorAll('article').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.queryByText('Question 1')).toBeNull();
  });

  it('stops following new content once the reader scrolls up, and jumps back on request', async () => {
    serveChatScreen({ history: round(1, 'Q', 'A') });
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('A');
    const log = screen.getByRole('log', { name: 'Messages' });
    let scrollTop = 0;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });

    scrollTop = 300;
    log.dispatchEvent(new Event('scroll'));
    await user.click(await screen.findByRole('button', { name: 'Jump to latest' }));
    expect(scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  });

  it('clears the memory only after confirmation', async () => {
    serveChatScreen({ history: round(1, 'Remember me', 'Noted') });
    const cleared: string[] = [];
    server.use(
      http.post('*/api/v1/chat/dialogue/clear', ({ request }) => {
        cleared.push(new URL(request.url).searchParams.get('con_uid') ?? '');
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('Noted');

    await user.click(screen.getByRole('button', { name: 'Clear memory' }));
    // antd gives every dialog title the same id under test, so the dialog is found by its text.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Clear the memory of this conversation?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cleared).toEqual([]);
    expect(screen.getByText('Noted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear memory' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(cleared).toEqual(['c1']));
    await waitFor(() => expect(screen.queryByText('Noted')).toBeNull());
    expect(await screen.findByText('Memory cleared')).toBeInTheDocument();
  });

  it('ends the topic at the current round', async () => {
    serveChatScreen({ history: [...round(1, 'a', 'b'), ...round(2, 'c', 'd')] });
    const terminated: Record<string, string>[] = [];
    server.use(
      http.post('*/api/v1/chat/topic/terminate', ({ request }) => {
        terminated.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    await renderConversation();
    await screen.findByText('d');

    await user.click(screen.getByRole('button', { name: 'End topic' }));
    await waitFor(() => expect(terminated).toEqual([{ conv_id: 'c1', round_index: '2' }]));
    expect(await screen.findByText('Topic ended')).toBeInTheDocument();
  });
});
