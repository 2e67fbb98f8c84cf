import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import PromptEditorPage from '@/components/prompt/prompt-editor-page';
import type { PromptAddRequest } from '@/contract/prompt';
import { server } from '../msw-server';
import {
  failure,
  finishedDebugStream,
  ME,
  ok,
  openStream,
  renderScreen,
  serveDebug,
  serveEmptyLibrary,
  serveShell,
  serveTargets,
  signIn,
} from './prompt-fixtures';

const renderEditor = (language: 'en' | 'zh' = 'en') =>
  renderScreen(<PromptEditorPage mode="add" />, { pathname: '/construct/prompt/add', language });

const template = () => screen.getByLabelText('Template');
const variableInputs = () => screen.queryByTestId('prompt-variable-inputs');

/** Writes a template, fills the given variables and the user input. */
async function fillTest(content: string, values: Record<string, string>, userInput: string) {
  fireEvent.change(template(), { target: { value: content } });
  for (const [name, value] of Object.entries(values))
    fireEvent.change(await screen.findByLabelText(name), { target: { value } });
  fireEvent.change(screen.getByLabelText('User input'), { target: { value: userInput } });
}

function captureAdds() {
  const adds: PromptAddRequest[] = [];
  server.use(
    http.post('*/prompt/add', async ({ request }) => {
      const body = (await request.json()) as PromptAddRequest;
      adds.push(body);
      return ok({ id: 1, prompt_code: 'new-code', ...body });
    }),
  );
  return adds;
}

describe('prompt editor', () => {
  beforeEach(() => {
    signIn();
    serveShell();
    serveTargets();
    serveEmptyLibrary();
  });

  it('detects {variables} as the user types and gives each one input', async () => {
    const user = userEvent.setup({ delay: null });
    await renderEditor();
    expect(
      screen.getByText('No variables yet. Write {name} in the template to add one.'),
    ).toBeInTheDocument();
    const inputNames = () =>
      [...(variableInputs()?.querySelectorAll('input') ?? [])].map((input) =>
        input.getAttribute('placeholder'),
      );

    await user.type(template(), '{{text} in {{lang}');
    await waitFor(() => expect(inputNames()).toEqual(['Value for text', 'Value for lang']));
    expect(within(screen.getByTestId('prompt-variables')).getByText('{text}')).toBeInTheDocument();

    // A repeated variable and escaped braces add no input.
    await user.type(template(), ' {{text} {{{{x}}');
    await waitFor(() => expect(template()).toHaveValue('{text} in {lang} {text} {{x}}'));
    expect(inputNames()).toEqual(['Value for text', 'Value for lang']);

    await user.clear(template());
    await user.type(template(), 'A {{lang}');
    await waitFor(() => expect(inputNames()).toEqual(['Value for lang']));
    expect(screen.getByLabelText('lang')).toBeInTheDocument();
  });

  it('names what is missing, focuses it, and sends nothing', async () => {
    const calls = serveDebug(() => finishedDebugStream('never'));
    const user = userEvent.setup();
    await renderEditor();
    await fillTest('Say {word} to {who}', { word: 'hello' }, 'go');
    await user.click(screen.getByRole('button', { name: /Test/ }));
    expect(await screen.findByTestId('prompt-test-missing')).toHaveTextContent('Fill in a value for {who}.');
    expect(screen.getByLabelText('who')).toHaveFocus();
    expect(screen.getByLabelText('who')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('word')).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByLabelText('who'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('User input'), { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: /Test/ }));
    expect(screen.getByTestId('prompt-test-missing')).toHaveTextContent('Fill in the user input.');
    expect(screen.getByLabelText('User input')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it('names every missing variable of the template, even with the user input filled, and clears once filled', async () => {
    const calls = serveDebug(() => finishedDebugStream('Hello Ann'));
    const user = userEvent.setup();
    await renderEditor();
    await fillTest('Help {customer} with {question}', {}, 'Please answer');
    await user.click(screen.getByRole('button', { name: /Test/ }));
    expect(await screen.findByTestId('prompt-test-missing')).toHaveTextContent(
      'Fill in values for {customer} and {question}.',
    );
    expect(screen.getByLabelText('customer')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('customer'), { target: { value: 'Ann' } });
    expect(screen.getByTestId('prompt-test-missing')).toHaveTextContent('Fill in a value for {question}.');
    fireEvent.change(screen.getByLabelText('question'), { target: { value: 'refunds' } });
    expect(screen.queryByTestId('prompt-test-missing')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Test/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('names what is missing in Chinese too', async () => {
    serveDebug(() => finishedDebugStream('never'));
    const user = userEvent.setup();
    await renderEditor('zh');
    fireEvent.change(screen.getByLabelText('模板'), { target: { value: '帮 {customer} 回答 {question}' } });
    await user.click(screen.getByRole('button', { name: /测\s*试/ }));
    expect(await screen.findByTestId('prompt-test-missing')).toHaveTextContent(
      '请填写 {customer}和{question} 的值。请填写用户输入。',
    );
    expect(screen.getByLabelText('customer')).toHaveFocus();
  });

  it('streams the model’s answer beside the template and sends the test values', async () => {
    const calls = serveDebug(() => finishedDebugStream('Bonjour', 'Bonjour, Ann!'));
    const user = userEvent.setup();
    await renderEditor();
    await waitFor(() => expect(screen.getByTestId('prompt-editor')).toHaveTextContent('qwen2-7b-chat'));
    await fillTest('Say {word} to {who}', { word: 'hello', who: 'Ann' }, 'in French');
    fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '0.9' } });
    await user.click(screen.getByRole('button', { name: /Test/ }));

    const answer = screen.getByTestId('prompt-answer');
    await waitFor(() => expect(answer).toHaveTextContent('Bonjour, Ann!'));
    expect(calls).toHaveLength(1);
    expect(calls[0].userId).toBe(ME);
    expect(calls[0].body).toMatchObject({
      content: 'Say {word} to {who}',
      prompt_type: 'Normal',
      input_variables: 'word,who',
      input_values: { word: 'hello', who: 'Ann' },
      user_input: 'in French',
      debug_model: 'qwen2-7b-chat',
      model: 'qwen2-7b-chat',
    });
    expect(calls[0].body.temperature).toBeCloseTo(0.9);
    expect(screen.queryByTestId('prompt-test-missing')).toBeNull();
  });

  it('stops a running test and keeps what arrived', async () => {
    const stream = openStream();
    serveDebug(() => stream.body);
    const user = userEvent.setup();
    await renderEditor();
    await fillTest('Tell a story', {}, 'a long one');
    await user.click(screen.getByRole('button', { name: /Test/ }));
    stream.send('data:Once upon a time\n\n');
    await waitFor(() => expect(screen.getByTestId('prompt-answer')).toHaveTextContent('Once upon a time'));

    await user.click(screen.getByRole('button', { name: /Stop/ }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    stream.send('data:Once upon a time there was more\n\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('prompt-answer')).not.toHaveTextContent('there was more');
    expect(screen.getByRole('button', { name: /Test/ })).toBeInTheDocument();
  });

  it('verifies the answer against the schema and names the missing properties', async () => {
    serveDebug(() => finishedDebugStream('{"thoughts": "ok"}'));
    const verifies: unknown[] = [];
    server.use(
      http.post('*/prompt/response/verify', async ({ request }) => {
        verifies.push(await request.json());
        return failure('missing', {
          reason: 'missing_properties',
          missing_properties: ['sql', 'display_type'],
          expected_properties: ['thoughts', 'sql', 'display_type'],
        });
      }),
    );
    const user = userEvent.setup();
    await renderEditor();
    await fillTest('Answer as JSON', {}, 'count users');
    fireEvent.change(screen.getByLabelText('Response schema'), {
      target: { value: '{"thoughts": "", "sql": "", "display_type": ""}' },
    });
    const verify = screen.getByRole('button', { name: /Verify/ });
    expect(verify).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Test/ }));
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);

    expect(await screen.findByTestId('prompt-verify-result')).toHaveTextContent(
      'The answer lacks these properties: sql, display_type',
    );
    expect(verifies[0]).toEqual({
      llm_out: '{"thoughts": "ok"}',
      prompt_type: 'Normal',
      response_schema: '{"thoughts": "", "sql": "", "display_type": ""}',
    });
    // A failed check is the check's answer, not a request error.
    expect(screen.queryByText('Request error')).toBeNull();
  });

  it('says so when the answer passes verification', async () => {
    serveDebug(() => finishedDebugStream('{"a": 1}'));
    server.use(http.post('*/prompt/response/verify', () => ok(true)));
    const user = userEvent.setup();
    await renderEditor();
    await fillTest('JSON please', {}, 'go');
    await user.click(screen.getByRole('button', { name: /Test/ }));
    const verify = screen.getByRole('button', { name: /Verify/ });
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    expect(await screen.findByTestId('prompt-verify-result')).toHaveTextContent(
      'The answer matches the response schema.',
    );
  });

  it('requires a name and the template before saving, and sends nothing', async () => {
    const adds = captureAdds();
    const user = userEvent.setup();
    const { router } = await renderEditor();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the template')).toBeInTheDocument();
    expect(adds).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks for the target of a scene prompt, and forgets it when the type changes', async () => {
    const adds = captureAdds();
    const user = userEvent.setup();
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'judge' } });
    fireEvent.change(template(), { target: { value: 'Rate {answer}' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Scene');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Please select a target')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Scene / target' })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Normal');
    expect(screen.queryByRole('combobox', { name: 'Scene / target' })).toBeNull();
    expect(screen.queryByText('Please select a target')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toMatchObject({ prompt_type: 'Normal' });
    expect(adds[0].chat_scene).toBeUndefined();
  });

  it('refuses a response schema that is not JSON', async () => {
    const adds = captureAdds();
    const user = userEvent.setup();
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'judge' } });
    fireEvent.change(template(), { target: { value: 'Rate {answer}' } });
    fireEvent.change(screen.getByLabelText('Response schema'), { target: { value: '{not json' } });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The response schema must be valid JSON')).toBeInTheDocument();
    expect(adds).toHaveLength(0);
  });

  it('saves a new prompt and returns to the list', async () => {
    const adds = captureAdds();
    const user = userEvent.setup();
    const { router } = await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'judge' } });
    fireEvent.change(template(), { target: { value: 'Rate {answer} for {question}' } });
    await user.click(screen.getByText('Public'));
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({
        pathname: '/construct/prompt',
        query: { scope: 'public', highlight: 'new-code' },
      }),
    );
    expect(adds[0]).toMatchObject({
      prompt_name: 'judge',
      prompt_type: 'Normal',
      content: 'Rate {answer} for {question}',
      input_variables: 'answer,question',
      prompt_language: 'en',
      visibility: 'public',
    });
  });

  it('shows the server’s refusal and keeps what the user typed', async () => {
    server.use(
      http.post('*/prompt/add', () =>
        failure('A prompt named judge already exists for this language and model', null, 400),
      ),
    );
    const user = userEvent.setup();
    const { router } = await renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'judge' } });
    fireEvent.change(template(), { target: { value: 'Rate {answer}' } });
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(
      await screen.findByText('A prompt named judge already exists for this language and model'),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('judge');
    expect(template()).toHaveValue('Rate {answer}');
  });
});
