import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ChatConversation } from '@/components/chat/chat-screen';
import { resetChatParams } from '@/components/chat/hooks/use-chat-params';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { finishedStream, ok, openStream, serveChatScreen, serveCompletions } from './conversation-fixtures';
import { warmConversationCode } from './warm-conversation';

warmConversationCode();

async function renderConversation() {
  const view = await renderApp(<ChatConversation convUid="c1" chatMode="chat_normal" />, {
    pathname: '/chat',
    query: { isFirst: 'admin', id: 'c1' },
  });
  await screen.findByText('Ask a question to start the conversation.');
  return view;
}

const input = () => screen.getByRole('textbox', { name: 'Your question' });
const questions = () => screen.queryAllByRole('article', { name: 'Your question' });

describe('chat input', () => {
  beforeEach(() => resetChatParams());

  it('sends on Enter and adds a line on Shift+Enter', async () => {
    serveChatScreen();
    const bodies = serveCompletions(() => finishedStream('ok'));
    const user = userEvent.setup();
    await renderConversation();

    await user.type(input(), 'first line');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(input(), 'second line');
    expect(input()).toHaveValue('first line\nsecond line');
    expect(bodies).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].user_input).toBe('first line\nsecond line');
    expect(input()).toHaveValue('');
  });

  it('never sends on the Enter that confirms an IME composition', async () => {
    serveChatScreen();
    const bodies = serveCompletions(() => finishedStream('ok'));
    const user = userEvent.setup();
    await renderConversation();
    await user.type(input(), '你好');

    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.compositionEnd(input());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(0);
    expect(questions()).toHaveLength(0);
    expect(input()).toHaveValue('你好');

    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('refuses an empty question with the message and sends nothing', async () => {
    serveChatScreen();
    const bodies = serveCompletions(() => finishedStream('ok'));
    const user = userEvent.setup();
    await renderConversation();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a question');
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a question');
    expect(bodies).toHaveLength(0);
    expect(questions()).toHaveLength(0);
  });

  it('requires temperature and max new tokens, keeping the question until they are set', async () => {
    serveChatScreen();
    const bodies = serveCompletions(() => finishedStream('ok'));
    const user = userEvent.setup();
    await renderConversation();

    await user.click(screen.getByRole('button', { name: 'Model parameters' }));
    const temperature = await screen.findByRole('spinbutton', { name: 'Temperature' });
    expect(temperature).toHaveValue('0.6');
    expect(screen.getByRole('spinbutton', { name: 'Max new tokens' })).toHaveValue('4000');
    expect(screen.queryByText(/may not be supported by the current application/)).toBeNull();
    await user.clear(temperature);

    await user.type(input(), 'Be creative');
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Temperature and max new tokens are required',
    );
    expect(bodies).toHaveLength(0);
    expect(input()).toHaveValue('Be creative');

    // Typing in the question closed the popover; open it again to fix the value.
    await user.click(screen.getByRole('button', { name: 'Model parameters' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Temperature' }), '1.2');
    await user.click(input());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ temperature: 1.2, max_new_tokens: 4000 });
  });

  it('warns that an application may ignore the model settings', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.currentDialogInfo,
      JSON.stringify({ chat_scene: 'chat_agent', app_code: 'travel-helper' }),
    );
    serveChatScreen();
    const user = userEvent.setup();
    await renderConversation();
    await user.click(screen.getByRole('button', { name: 'Model parameters' }));
    expect(
      await screen.findByText(
        'Model selection, temperature, max_new_tokens and extended configuration may not be supported by the current application',
      ),
    ).toBeInTheDocument();
  });

  it('lists the models with their catalogue labels in a native select and sends to the chosen one', async () => {
    serveChatScreen({ models: ['qwen2-7b-chat', 'gpt-4o'] });
    const bodies = serveCompletions(() => finishedStream('ok'));
    const user = userEvent.setup();
    await renderConversation();

    const selector = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(screen.getByTitle('qwen2-7b-chat')).toHaveTextContent('Qwen 7B'));
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Qwen 7B (qwen2-7b-chat)', 'ChatGPT (gpt-4o)']);
    await user.selectOptions(selector, 'ChatGPT (gpt-4o)');
    expect(selector).toHaveValue('gpt-4o');
    expect(screen.getByTitle('gpt-4o')).toHaveTextContent('ChatGPT');

    await user.type(input(), 'Hi');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].model_name).toBe('gpt-4o');
  });

  it('offers to add a model where the picker would be when the server has none', async () => {
    serveChatScreen({ models: [] });
    await renderConversation();
    const add = await screen.findByRole('link', { name: 'Add a model' });
    expect(add).toHaveAttribute('href', '/construct/models?create=1');
    expect(screen.queryByRole('combobox', { name: 'Model' })).toBeNull();
  });

  it('keeps the model while an answer streams', async () => {
    serveChatScreen();
    const stream = openStream();
    serveCompletions(() => stream.body);
    const user = userEvent.setup();
    await renderConversation();
    const selector = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(selector).toBeEnabled());
    await user.type(input(), 'Hi');
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Stop generating' });
    expect(selector).toBeDisabled();
    stream.close();
    await waitFor(() => expect(selector).toBeEnabled());
  });

  it('moves the focus into the parameters popover and back to its button on Escape', async () => {
    serveChatScreen();
    const user = userEvent.setup();
    await renderConversation();
    const opener = screen.getByRole('button', { name: 'Model parameters' });
    await user.click(opener);
    const temperature = await screen.findByRole('spinbutton', { name: 'Temperature' });
    await waitFor(() => expect(temperature).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Model parameters' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Model parameters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('uploads one file with progress, shows it as a chip and sends it with the question', async () => {
    serveChatScreen();
    const bodies = serveCompletions(() => finishedStream('A tabby cat.'));
    const uploads: Record<string, string>[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/v1/resource/file/upload', async ({ request }) => {
        uploads.push(Object.fromEntries(new URL(request.url).searchParams));
        await released;
        return ok({
          is_oss: true,
          file_path: 'dbgpt-fs://local/dbgpt_app_file/f-123',
          file_name: 'photo.png',
          bucket: 'dbgpt_app_file',
        });
      }),
    );
    const user = userEvent.setup();
    await renderConversation();

    await user.upload(
      screen.getByTestId('chat-file-input'),
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    const progress = await screen.findByRole('progressbar', { name: /Uploading photo\.png/ });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await user.type(input(), 'What is this?');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Wait for the file to finish uploading');
    expect(bodies).toHaveLength(0);

    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('chat-attachment')).toHaveTextContent('photo.png');
    expect(screen.getByRole('button', { name: 'Remove photo.png' })).toBeInTheDocument();
    expect(uploads).toEqual([
      {
        conv_uid: 'c1',
        chat_mode: 'chat_normal',
        model_name: 'qwen2-7b-chat',
        temperature: '0.6',
        max_new_tokens: '4000',
      },
    ]);

    await user.click(input());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].user_input).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?' },
        {
          type: 'image_url',
          image_url: { url: 'dbgpt-fs://local/dbgpt_app_file/f-123', fileName: 'photo.png' },
        },
      ],
    });
    expect(bodies[0].ext_info).toEqual({ file_ids: ['f-123'] });
    expect(within(questions()[0]).getByRole('img', { name: 'photo.png' })).toHaveAttribute(
      'src',
      '/api/v2/serve/file/files/dbgpt_app_file/f-123',
    );
    expect(screen.queryByTestId('chat-attachment')).toBeNull();
    expect(await screen.findByText('A tabby cat.')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type and a second file', async () => {
    serveChatScreen();
    const uploads: string[] = [];
    server.use(
      http.post('*/api/v1/resource/file/upload', () => {
        uploads.push('upload');
        return ok({ file_path: 'dbgpt-fs://local/dbgpt_app_file/n1', file_name: 'notes.txt' });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await renderConversation();
    const picker = screen.getByTestId('chat-file-input');

    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert')).toHaveTextContent('File type invalid');
    expect(uploads).toHaveLength(0);
    expect(screen.queryByTestId('chat-attachment')).toBeNull();

    await user.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('button', { name: 'Remove notes.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.upload(picker, new File(['more'], 'more.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only one file can be uploaded at a time');
    expect(uploads).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByTestId('chat-attachment')).toBeNull();
  });
});
