import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import PromptEditorPage from '@/components/prompt/prompt-editor-page';
import PromptListPage from '@/components/prompt/prompt-list-page';
import type { PromptAddRequest } from '@/contract/prompt';
import { server } from '../msw-server';
import {
  ME,
  ok,
  page,
  renderScreen,
  samplePrompt,
  servePromptPages,
  serveEmptyLibrary,
  serveShell,
  serveTargets,
  signIn,
} from './prompt-fixtures';

const CASES = [
  {
    language: 'en',
    name: 'Name',
    template: 'Template',
    save: /Save/,
    mine: 'My prompts',
    marked: 'Just saved:',
  },
  { language: 'zh', name: '名称', template: '模板', save: /保存/, mine: '我的提示词', marked: '刚刚保存：' },
] as const;

describe.each(CASES)('a saved private prompt ($language)', (lang) => {
  beforeEach(() => {
    signIn();
    serveShell();
    serveTargets();
    serveEmptyLibrary();
  });

  it('takes the editor to My prompts with the new prompt marked', async () => {
    server.use(
      http.post('*/prompt/add', async ({ request }) => {
        const body = (await request.json()) as PromptAddRequest;
        return ok({ ...body, id: 42, prompt_code: 'p-42', user_code: ME });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderScreen(<PromptEditorPage mode="add" />, {
      pathname: '/construct/prompt/add',
      language: lang.language,
    });
    fireEvent.change(screen.getByLabelText(lang.name), { target: { value: 'secret-plan' } });
    fireEvent.change(screen.getByLabelText(lang.template), { target: { value: 'Plan {task}.' } });
    // Private is the default visibility.
    await user.click(screen.getByRole('button', { name: lang.save }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({
        pathname: '/construct/prompt',
        query: { scope: 'mine', highlight: 'p-42' },
      }),
    );
  });

  it('opens the list there on My prompts, with that row marked', async () => {
    const saved = samplePrompt({
      prompt_code: 'p-42',
      prompt_name: 'secret-plan',
      visibility: 'private',
      user_code: ME,
    });
    const other = samplePrompt({ prompt_name: 'older', visibility: 'public', user_code: ME });
    const calls = servePromptPages(() => page([other, saved]));
    await renderScreen(<PromptListPage />, {
      pathname: '/construct/prompt',
      query: { scope: 'mine', highlight: 'p-42' },
      language: lang.language,
    });
    const row = await screen.findByRole('row', { name: `${lang.marked} secret-plan` });
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row).getByText('secret-plan')).toBeInTheDocument();
    expect(screen.getAllByTestId('prompt-row').filter((tr) => tr.dataset.highlighted)).toHaveLength(1);
    expect(screen.getByLabelText(lang.mine)).toBeChecked();
    // Asked once, for the user's own prompts: never for the public tab first.
    expect(calls.map((call) => call.filter)).toEqual([{ user_code: ME }]);
  });
});
