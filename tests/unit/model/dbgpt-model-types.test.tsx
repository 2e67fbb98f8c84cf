import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ModelsPage from '@/components/model/models-page';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { dbgptHandler } from '../support/dbgpt-fixtures';
import { serveModelsScreen } from './fixtures';

/** The create dialog over DB-GPT's real list of model types (some 350 entries, labelled by their names). */
async function openCreateDialog(language: 'en' | 'zh') {
  serveModelsScreen();
  server.use(dbgptHandler('model-types'));
  await renderApp(<ModelsPage />, { pathname: '/construct/models', language });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Create model' : '创建模型' }),
  );
  const dialog = await screen.findByTestId('create-model-dialog');
  // DB-GPT's list is large (2.4 MB): give its first load more than findBy's usual second.
  const select = await within(dialog).findByRole(
    'combobox',
    { name: language === 'en' ? 'Model' : '模型' },
    { timeout: 5_000 },
  );
  return { user, dialog, select };
}

/** The visible options of the open select (antd keeps an accessible copy apart; this is what is painted). */
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
const shownGroups = () =>
  [...document.querySelectorAll('.ant-select-item-group')].map((group) => group.textContent);

describe('create model over DB-GPT 0.8.1', { timeout: 20_000 }, () => {
  it('finds OpenAI’s gpt-4o by typing, each option naming its model, grouped by provider', async () => {
    const { user, select } = await openCreateDialog('en');

    await user.click(select);
    await user.type(select, 'gpt-4o');
    await screen.findAllByTitle(/^gpt-4o · /);
    expect(shownOptions().every((title) => title?.includes('gpt-4o'))).toBe(true);
    // Several providers offer it: one group each.
    expect(shownGroups().length).toBeGreaterThan(1);

    await user.clear(select);
    await user.type(select, 'openai');
    expect(await screen.findByTitle('gpt-4o · OpenAI')).toBeInTheDocument();
    expect(shownGroups()[0]).toBe('OpenAI');

    await user.clear(select);
    await user.type(select, 'openai gpt-4o-mini');
    expect(await screen.findByTitle('gpt-4o-mini · OpenAI')).toBeInTheDocument();
    expect(shownGroups()[0]).toBe('OpenAI');
    expect(shownOptions()[0]).toBe('gpt-4o-mini · OpenAI');

    await user.click(screen.getByTitle('gpt-4o-mini · OpenAI'));
    expect(screen.getByTestId('create-model-type')).toHaveTextContent('gpt-4o-mini');
  });

  it('reaches OpenAI’s gpt-4o from the keyboard: type the provider, arrows, Enter', async () => {
    const { user, dialog, select } = await openCreateDialog('en');
    // rc-select reads the key's `which`, which user-event's key events leave at 0 under jsdom.
    const press = (key: string, which: number) =>
      fireEvent.keyDown(select, { key, code: key, keyCode: which, which });

    await user.click(select);
    await user.keyboard('openai');
    await screen.findByTitle('gpt-4o · OpenAI');
    press('ArrowDown', 40);
    press('ArrowUp', 38);
    press('Enter', 13);
    expect(screen.getByTestId('create-model-type')).toHaveTextContent('gpt-4o');
    expect(await within(dialog).findByRole('textbox', { name: 'API base URL' })).toBeInTheDocument();
  });

  it('labels raw provider ids readably and groups by them', async () => {
    const { user, select } = await openCreateDialog('en');

    await user.click(select);
    await user.type(select, 'claude-3-opus');
    expect(await screen.findByTitle('anthropic/claude-3-opus-latest · LiteLLM (proxy)')).toBeInTheDocument();
    expect(shownGroups()).toContain('LiteLLM (proxy)');
    expect(screen.queryByText('proxy/litellm')).toBeNull();
  });

  it('labels DB-GPT’s parameters in Chinese, the raw name beside, unknown ones as sent', async () => {
    const { user, dialog, select } = await openCreateDialog('zh');

    await user.click(select);
    await user.type(select, 'litellm claude-3-opus');
    expect(await screen.findByTitle('anthropic/claude-3-opus-latest · LiteLLM（代理）')).toBeInTheDocument();
    await user.clear(select);
    await user.type(select, 'gpt-4o-mini openai');
    await user.click(await screen.findByTitle('gpt-4o-mini · OpenAI'));

    expect(await within(dialog).findByRole('textbox', { name: '模型名称' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'API 基础地址' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('API 密钥')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('spinbutton', { name: '上下文长度' })).toBeInTheDocument();
    const rawNames = within(dialog)
      .getAllByTestId('parameter-raw-name')
      .map((node) => node.textContent);
    expect(rawNames).toEqual(expect.arrayContaining(['name', 'api_base', 'api_key', 'context_length']));
    expect(within(dialog).queryByText('api_base', { selector: 'label' })).toBeNull();

    // vLLM's own settings are not all known: those stay as DB-GPT sent them.
    await user.click(select);
    await user.type(select, 'vllm Qwen2.5-Coder-32B');
    await user.click(await screen.findByTitle('Qwen/Qwen2.5-Coder-32B-Instruct · vLLM'));
    expect(await within(dialog).findByLabelText('下载目录')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('load_format')).toBeInTheDocument();
  });
});
