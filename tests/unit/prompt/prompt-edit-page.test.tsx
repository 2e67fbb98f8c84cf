import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import PromptEditorPage from '@/components/prompt/prompt-editor-page';
import type { PromptUpdateRequest } from '@/contract/prompt';
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

const STORED = samplePrompt({
  prompt_code: 'abc123',
  prompt_name: 'SQL helper',
  prompt_type: 'Scene',
  chat_scene: 'chat_dashboard',
  prompt_language: 'zh',
  visibility: 'private',
  content: 'Write SQL for {question} on {dialect}',
  response_schema: '{"sql": ""}',
  model: 'gpt-4o',
  user_code: ME,
});

const renderEdit = (query: Record<string, string>) =>
  renderScreen(<PromptEditorPage mode="edit" />, { pathname: '/construct/prompt/edit', query });

describe('prompt edit page', () => {
  beforeEach(() => {
    signIn();
    serveShell();
    serveTargets();
  });

  it('loads the prompt named by ?code= into the form', async () => {
    const calls = servePromptPages(({ filter }) => page(filter.prompt_code === 'abc123' ? [STORED] : []));
    await renderEdit({ code: 'abc123' });

    expect(await screen.findByDisplayValue('SQL helper')).toBeInTheDocument();
    expect(calls[0]).toEqual({ filter: { prompt_code: 'abc123' }, page: '1', pageSize: '1' });
    expect(screen.getByText('Edit prompt')).toBeInTheDocument();
    expect(screen.getByLabelText('Template')).toHaveValue('Write SQL for {question} on {dialect}');
    expect(screen.getByLabelText('Response schema')).toHaveValue('{"sql": ""}');
    expect(screen.getByLabelText('Chinese')).toBeChecked();
    expect(screen.getByLabelText('Private')).toBeChecked();
    const editor = screen.getByTestId('prompt-editor');
    expect(editor).toHaveTextContent('chat_dashboard');
    expect(editor).toHaveTextContent('gpt-4o');
    expect(within(screen.getByTestId('prompt-variable-inputs')).getAllByRole('textbox')).toHaveLength(2);
  });

  it('updates the prompt by its code and returns to the list', async () => {
    servePromptPages(() => page([STORED]));
    const updates: PromptUpdateRequest[] = [];
    server.use(
      http.post('*/prompt/update', async ({ request }) => {
        const body = (await request.json()) as PromptUpdateRequest;
        updates.push(body);
        return ok({ ...STORED, ...body });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderEdit({ code: 'abc123' });
    const name = await screen.findByDisplayValue('SQL helper');
    fireEvent.change(name, { target: { value: 'SQL helper v2' } });
    await user.click(screen.getByLabelText('Public'));
    await user.click(screen.getByRole('button', { name: /Save/ }));

    // Public now: the list opens on the public tab with the saved row marked.
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({
        pathname: '/construct/prompt',
        query: { scope: 'public', highlight: 'abc123' },
      }),
    );
    expect(updates[0]).toMatchObject({
      prompt_code: 'abc123',
      prompt_name: 'SQL helper v2',
      prompt_type: 'Scene',
      chat_scene: 'chat_dashboard',
      visibility: 'public',
      prompt_language: 'zh',
      model: 'gpt-4o',
      input_variables: 'question,dialect',
    });
  });

  it('says clearly when no prompt has that code', async () => {
    servePromptPages(() => page([]));
    await renderEdit({ code: 'nope' });
    const notFound = await screen.findByTestId('prompt-not-found');
    expect(notFound).toHaveTextContent('Prompt not found');
    expect(notFound).toHaveTextContent('There is no prompt with the code “nope”');
    expect(within(notFound).getByText('Back to prompts').closest('a')).toHaveAttribute(
      'href',
      '/construct/prompt',
    );
    expect(screen.queryByTestId('prompt-editor')).toBeNull();
  });

  it('says so when the address names no prompt', async () => {
    const calls = servePromptPages(() => page([]));
    await renderEdit({});
    expect(await screen.findByTestId('prompt-not-found')).toHaveTextContent(
      'The address does not say which prompt to edit.',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('built-in templates', () => {
  beforeEach(() => {
    signIn();
    serveShell();
    serveTargets();
    serveEmptyLibrary();
  });

  it('offers a scene’s built-in template and fills the content only when asked', async () => {
    const loads: Record<string, string>[] = [];
    server.use(
      http.post('*/prompt/template/load', ({ request }) => {
        loads.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok({
          template: 'You are a data analyst. Answer {question}.',
          input_variables: ['question'],
          response_format: '{"thoughts": "", "sql": ""}',
        });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<PromptEditorPage mode="add" />, { pathname: '/construct/prompt/add' });
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'my own text' } });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Scene');
    const target = await screen.findByRole('combobox', { name: 'Scene / target' });
    expect(await screen.findByRole('option', { name: 'chat_dashboard' })).toHaveAttribute(
      'title',
      'Dashboard',
    );
    await user.selectOptions(target, 'chat_dashboard');

    const offer = await screen.findByTestId('prompt-builtin-offer');
    expect(loads[0]).toEqual({ prompt_type: 'Scene', target: 'chat_dashboard', prompt_language: 'en' });
    expect(screen.getByLabelText('Template')).toHaveValue('my own text');

    await user.click(within(offer).getByRole('button', { name: 'Use it' }));
    expect(screen.getByLabelText('Template')).toHaveValue('You are a data analyst. Answer {question}.');
    expect(screen.getByLabelText('Response schema')).toHaveValue(
      JSON.stringify({ thoughts: '', sql: '' }, null, 2),
    );
    await waitFor(() => expect(screen.getByLabelText('question')).toBeInTheDocument());
  });
});
