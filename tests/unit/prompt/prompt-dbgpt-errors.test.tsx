import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PromptEditorPage from '@/components/prompt/prompt-editor-page';
import { server } from '../msw-server';
import { dbgptHandler } from '../support/dbgpt-fixtures';
import { renderScreen, serveEmptyLibrary, serveShell, serveTargets, signIn } from './prompt-fixtures';

/** The page's text without what is folded away in "Details". */
function visibleText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((details) => details.remove());
  return copy.textContent ?? '';
}

const CASES = [
  {
    language: 'en',
    message: 'A prompt with this name already exists',
    details: 'Details',
    save: /Save/,
    name: 'Name',
    template: 'Template',
  },
  {
    language: 'zh',
    message: '已存在同名的提示词',
    details: '详情',
    save: /保存/,
    name: '名称',
    template: '模板',
  },
] as const;

describe('a duplicate prompt name against DB-GPT 0.8.1', () => {
  beforeEach(() => {
    signIn();
    serveShell();
    serveTargets();
    serveEmptyLibrary();
    server.use(dbgptHandler('prompt-add-duplicate'));
  });

  it.each(CASES)('says the name is taken, in $language, with the SQL only behind Details', async (lang) => {
    const user = userEvent.setup();
    const { router } = await renderScreen(<PromptEditorPage mode="add" />, {
      pathname: '/construct/prompt/add',
      language: lang.language,
    });
    fireEvent.change(screen.getByLabelText(lang.name), { target: { value: 'greeting' } });
    fireEvent.change(screen.getByLabelText(lang.template), { target: { value: 'Say hello to {name}.' } });
    await user.click(screen.getByRole('button', { name: lang.save }));

    expect(await screen.findByText(lang.message)).toBeInTheDocument();
    expect(visibleText()).not.toMatch(/UNIQUE constraint|\[SQL:|IntegrityError/);
    expect(router.push).not.toHaveBeenCalled();

    const details = screen.getByTestId('failure-details');
    expect(details).not.toHaveAttribute('open');
    await user.click(within(details).getByText(lang.details));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/\[SQL: INSERT INTO prompt_manage/)).toBeInTheDocument();
    expect(
      within(details).getByText(/UNIQUE constraint failed: prompt_manage\.prompt_name/),
    ).toBeInTheDocument();
  });
});
