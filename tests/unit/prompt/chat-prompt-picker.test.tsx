import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ChatInput } from '@/components/chat/input';
import { page, renderScreen, samplePrompt, servePromptPages, serveShell, signIn } from './prompt-fixtures';

const TRANSLATE = samplePrompt({ prompt_name: 'Translate', content: 'Translate this into French:' });
const SUMMARY = samplePrompt({
  prompt_name: 'Summarise',
  visibility: 'private',
  content: 'Summarise the text below in three bullet points.',
});

async function renderInput(language: 'en' | 'zh' = 'en') {
  const onSend = vi.fn(() => true);
  await renderScreen(<ChatInput chatMode="chat_normal" onSend={onSend} />, { pathname: '/chat', language });
  return onSend;
}

describe('prompt picker in the chat input', () => {
  beforeEach(() => {
    signIn();
    serveShell();
  });

  it('lists the prompts the user may use and fills the input with the chosen template', async () => {
    const calls = servePromptPages(() => page([TRANSLATE, SUMMARY]));
    const user = userEvent.setup();
    const onSend = await renderInput();
    expect(calls).toHaveLength(0);

    // The popover's code loads on the first click; the button is drawn again by it.
    const opener = () => screen.getByRole('button', { name: 'Use a prompt' });
    await user.click(opener());
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    // Typing goes straight into the search box.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search prompts' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Use “Summarise”' }));
    const question = screen.getByRole('textbox', { name: 'Your question' });
    expect(question).toHaveValue('Summarise the text below in three bullet points.');
    expect(question).toHaveFocus();
    // No visibility filter: the server answers the public prompts and the user's own.
    expect(calls[0].filter).toEqual({});
    expect(opener()).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Summarise the text below in three bullet points.', undefined);
  });

  it('searches the prompts on the server', async () => {
    const calls = servePromptPages(({ filter }) => page(filter.query ? [TRANSLATE] : [TRANSLATE, SUMMARY]));
    const user = userEvent.setup();
    await renderInput();
    await user.click(screen.getByRole('button', { name: 'Use a prompt' }));
    await screen.findByRole('button', { name: 'Use “Summarise”' });

    await user.type(screen.getByRole('textbox', { name: 'Search prompts' }), 'french');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ query: 'french' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use “Summarise”' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Use “Translate”' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Translate this into French:');
  });

  it('says when there is nothing to choose, in Chinese too', async () => {
    servePromptPages(() => page([]));
    const user = userEvent.setup();
    await renderInput('zh');
    await user.click(screen.getByRole('button', { name: '使用提示词' }));
    expect(await screen.findByText('暂无提示词，可在“应用管理 → 提示词”中添加。')).toBeInTheDocument();
  });
});
