import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import PromptEditorPage from '@/components/prompt/prompt-editor-page';
import PromptListPage from '@/components/prompt/prompt-list-page';
import type { Prompt, PromptAddRequest } from '@/contract/prompt';
import { server } from '../msw-server';
import { dbgptFixture, dbgptHandler } from '../support/dbgpt-fixtures';
import {
  ok,
  page,
  renderScreen,
  samplePrompt,
  serveEmptyLibrary,
  servePromptPages,
  serveShell,
  serveTargets,
  signIn,
} from './prompt-fixtures';

const CASES = [
  {
    language: 'en',
    note: 'This server does not keep visibility',
    noteHelp: 'Every prompt saved here can be seen and changed by all users of this server.',
    privateLabel: 'Private',
  },
  {
    language: 'zh',
    note: '此服务器不保存可见性',
    noteHelp: '在这里保存的提示词，此服务器的所有用户都能查看和修改。',
    privateLabel: '私有',
  },
] as const;

/** DB-GPT 0.8.1's prompts, as its `/prompt/query_page` answers them: no `visibility` field. */
const dbgptPrompts = () =>
  (dbgptFixture('prompt-list').response.body as { data: { items: Prompt[] } }).data.items;

const renderAdd = (language: 'en' | 'zh') =>
  renderScreen(<PromptEditorPage mode="add" />, { pathname: '/construct/prompt/add', language });

describe.each(CASES)('prompt visibility against DB-GPT 0.8.1 ($language)', (lang) => {
  beforeEach(() => {
    signIn('001');
    serveShell();
    serveTargets();
    serveEmptyLibrary();
  });

  it('says in the editor that the server does not keep visibility, once the list has shown it', async () => {
    server.use(dbgptHandler('prompt-list'));
    const list = await renderScreen(<PromptListPage />, {
      pathname: '/construct/prompt',
      language: lang.language,
    });
    expect(await screen.findByText('secret-plan')).toBeInTheDocument();
    list.unmount();

    await renderAdd(lang.language);
    const note = screen.getByTestId('prompt-visibility-not-kept');
    expect(note).toHaveTextContent(lang.note);
    expect(note).toHaveTextContent(lang.noteHelp);
    expect(screen.queryByText(lang.privateLabel)).not.toBeInTheDocument();
  });

  it('says so when editing a prompt DB-GPT answered without visibility', async () => {
    const [stored] = dbgptPrompts();
    servePromptPages(() => page([stored]));
    await renderScreen(<PromptEditorPage mode="edit" />, {
      pathname: '/construct/prompt/edit',
      query: { code: stored.prompt_code },
      language: lang.language,
    });
    expect(await screen.findByTestId('prompt-visibility-not-kept')).toHaveTextContent(lang.note);
    expect(screen.queryByText(lang.privateLabel)).not.toBeInTheDocument();
  });

  it('learns it from a saved private prompt that comes back without it', async () => {
    server.use(
      http.post('*/prompt/add', async ({ request }) => {
        const { visibility: dropped, ...kept } = (await request.json()) as PromptAddRequest;
        expect(dropped).toBe('private');
        return ok({ ...kept, id: 3, prompt_code: 'c0ffee', user_name: 'dbgpt', sys_code: 'dbgpt' });
      }),
    );
    const user = userEvent.setup();
    const first = await renderAdd(lang.language);
    expect(screen.getByText(lang.privateLabel)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(lang.language === 'en' ? 'Name' : '名称'), {
      target: { value: 'secret-plan' },
    });
    fireEvent.change(screen.getByLabelText(lang.language === 'en' ? 'Template' : '模板'), {
      target: { value: 'Plan {task} privately.' },
    });
    await user.click(screen.getByRole('button', { name: lang.language === 'en' ? /Save/ : /保存/ }));
    await waitFor(() => expect(first.router.push).toHaveBeenCalled());
    first.unmount();

    await renderAdd(lang.language);
    expect(screen.getByTestId('prompt-visibility-not-kept')).toHaveTextContent(lang.note);
  });
});

describe('prompt visibility on a server that keeps it', () => {
  it('offers Private and Public without a note', async () => {
    signIn('001');
    serveShell();
    serveTargets();
    servePromptPages(() =>
      page([samplePrompt({ prompt_name: 'kept', visibility: 'private', user_code: '001' })]),
    );
    const list = await renderScreen(<PromptListPage />, { pathname: '/construct/prompt' });
    expect(await screen.findByText('kept')).toBeInTheDocument();
    list.unmount();
    await renderAdd('en');
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByTestId('prompt-visibility-not-kept')).not.toBeInTheDocument();
  });
});

describe('the visibility question of a new prompt', () => {
  it('is withdrawn when the editor closes before the server answers', async () => {
    signIn('001');
    serveShell();
    serveTargets();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      http.post('*/prompt/query_page', async () => {
        asked = true;
        await held;
        return ok(page([]));
      }),
    );
    // The browser's own request objects: which one asked, and whether it was cancelled.
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const aborted = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    try {
      const editor = await renderAdd('en');
      await waitFor(() => expect(asked).toBe(true));
      const question =
        opened.mock.contexts[
          opened.mock.calls.findIndex(([, url]) => String(url).includes('/prompt/query_page'))
        ];
      expect(aborted.mock.contexts).not.toContain(question);
      editor.unmount();
      expect(aborted.mock.contexts).toContain(question);
    } finally {
      release();
      opened.mockRestore();
      aborted.mockRestore();
    }
  });
});
