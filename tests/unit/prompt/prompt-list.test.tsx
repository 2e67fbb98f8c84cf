import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import PromptListPage from '@/components/prompt/prompt-list-page';
import type { PromptDeleteRequest } from '@/contract/prompt';
import { server } from '../msw-server';
import {
  ME,
  failure,
  findRow,
  ok,
  page,
  renderScreen,
  samplePrompt,
  servePromptPages,
  serveShell,
  signIn,
} from './prompt-fixtures';

const PUBLIC = samplePrompt({
  prompt_name: 'Translator',
  prompt_type: 'Scene',
  chat_scene: 'chat_normal',
  prompt_language: 'zh',
  content: 'Translate {text} into {language}, keeping the tone and formatting of the original text intact.',
  user_code: ME,
  gmt_modified: '2025-03-04 05:06:07',
});
const SOMEONE_ELSES = samplePrompt({ prompt_name: 'Reviewer', visibility: 'public', user_code: 'alice' });
const MINE_PRIVATE = samplePrompt({ prompt_name: 'My secret', visibility: 'private', user_code: ME });

const renderList = () => renderScreen(<PromptListPage />, { pathname: '/construct/prompt' });

const rows = () => screen.queryAllByTestId('prompt-row');

describe('prompt list', () => {
  beforeEach(() => {
    signIn();
    serveShell();
  });

  it('shows each prompt with its type, target, language, visibility, owner, time and a short preview', async () => {
    const calls = servePromptPages(() => page([PUBLIC, SOMEONE_ELSES], 2));
    await renderList();
    const translator = await findRow('Translator');
    const cells = [...translator.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Translator',
      'Scene',
      'chat_normal',
      'Chinese',
      'Public',
      'You',
      'Mar 4, 2025, 05:06',
    ]);
    expect(cells[7]).toMatch(/^Translate \{text\} into \{language\}/);
    expect(rows()).toHaveLength(2);
    expect(calls[0]).toEqual({ filter: { visibility: 'public' }, page: '1', pageSize: '10' });
    expect(screen.getByText('2 prompts')).toBeInTheDocument();
  });

  it('offers edit and delete on the user’s own prompts only, edit by a shareable address', async () => {
    servePromptPages(() => page([PUBLIC, SOMEONE_ELSES], 2));
    await renderList();
    const edit = await screen.findByLabelText('Edit “Translator”');
    expect(edit).toHaveAttribute('href', `/construct/prompt/edit?code=${PUBLIC.prompt_code}`);
    expect(screen.getByLabelText('Delete “Translator”')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit “Reviewer”')).toBeNull();
    expect(screen.queryByLabelText('Delete “Reviewer”')).toBeNull();
    expect(screen.getByText('Add prompt').closest('a')).toHaveAttribute('href', '/construct/prompt/add');
  });

  it('asks for My prompts by owner, and back to public ones by visibility', async () => {
    const calls = servePromptPages(({ filter }) => page(filter.user_code === ME ? [MINE_PRIVATE] : [PUBLIC]));
    const user = userEvent.setup();
    await renderList();
    await findRow('Translator');

    await user.click(screen.getByText('My prompts'));
    await findRow('My secret');
    expect(calls.at(-1)?.filter).toEqual({ user_code: ME });
    expect(within(await findRow('My secret')).getByText('Private')).toBeInTheDocument();

    await user.click(screen.getByText('Public'));
    await findRow('Translator');
    expect(calls.at(-1)?.filter).toEqual({ visibility: 'public' });
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const calls = servePromptPages(({ filter }) =>
      page(filter.query ? [SOMEONE_ELSES] : [PUBLIC, SOMEONE_ELSES], filter.query ? 1 : 30),
    );
    const user = userEvent.setup();
    await renderList();
    await findRow('Translator');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.page).toBe('2'));

    await user.type(screen.getByLabelText('Search prompts'), 'review');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ visibility: 'public', query: 'review' }));
    expect(calls.filter((call) => call.filter.query !== undefined)).toHaveLength(1);
    expect(calls.at(-1)?.page).toBe('1');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await findRow('Reviewer')).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    servePromptPages(({ filter }) => page(filter.query ? [] : [PUBLIC]));
    const user = userEvent.setup();
    await renderList();
    await findRow('Translator');
    await user.type(screen.getByLabelText('Search prompts'), 'nothing');
    expect(await screen.findByText('No prompt matches “nothing”.')).toBeInTheDocument();
  });

  it('deletes only after the user confirms, then reloads the list', async () => {
    let items = [PUBLIC, SOMEONE_ELSES];
    servePromptPages(() => page(items));
    const deletes: PromptDeleteRequest[] = [];
    server.use(
      http.post('*/prompt/delete', async ({ request }) => {
        deletes.push((await request.json()) as PromptDeleteRequest);
        items = [SOMEONE_ELSES];
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    await renderList();
    await user.click(await screen.findByLabelText('Delete “Translator”'));
    expect(await screen.findByText('Delete this prompt?')).toBeInTheDocument();
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByText('Cancel'));
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByLabelText('Delete “Translator”'));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]).toMatchObject({ prompt_name: 'Translator', prompt_code: PUBLIC.prompt_code });
    await waitFor(() => expect(screen.queryByText('Translator')).toBeNull());
    expect(await findRow('Reviewer')).toBeInTheDocument();
  });

  it('shows an empty state for a user without prompts', async () => {
    servePromptPages(() => page([]));
    const user = userEvent.setup();
    await renderList();
    expect(await screen.findByText('No public prompts yet.')).toBeInTheDocument();
    await user.click(screen.getByText('My prompts'));
    expect(await screen.findByText('You have no prompts yet. Add one to get started.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    servePromptPages(() => (fail ? failure('database is locked', null, 500) : page([PUBLIC])));
    const user = userEvent.setup();
    await renderList();
    const error = await screen.findByTestId('prompt-list-error');
    expect(error).toHaveTextContent('Could not load the prompts');
    // The notice's code (antd) loads on the first request error: slow when this test runs first in its worker.
    expect(await screen.findByText('database is locked')).toBeInTheDocument();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await findRow('Translator')).toBeInTheDocument();
  });

  it('speaks Chinese when the user does', async () => {
    servePromptPages(() => page([PUBLIC]));
    await renderScreen(<PromptListPage />, { pathname: '/construct/prompt', language: 'zh' });
    const row = await findRow('Translator');
    expect(within(row).getByText('场景')).toBeInTheDocument();
    expect(within(row).getByText('中文')).toBeInTheDocument();
    expect(screen.getByText('新增提示词')).toBeInTheDocument();
    expect(screen.getByText('我的提示词')).toBeInTheDocument();
  });
});
