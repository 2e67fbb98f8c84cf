import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { ALICE } from './prompts-helpers';

const setup = setupFakeModelServer(() => startChatServer());

interface DebugResult {
  status: number;
  contentType: string | null;
  /** Each frame's `data:` payload, as an SSE reader delivers it. */
  payloads: string[];
  body: string;
}

async function debug(body: Record<string, unknown>): Promise<DebugResult> {
  const response = await fetch(`${setup.server.baseUrl}/prompt/template/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': ALICE },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const payloads = text
    .split('\n\n')
    .filter((event) => event.startsWith('data:'))
    .map((event) => event.slice('data:'.length).replace(/^ /, ''));
  return { status: response.status, contentType: response.headers.get('content-type'), payloads, body: text };
}

const sqlPrompt = {
  prompt_type: 'Normal',
  content: 'Use {dialect} for the {db} database. Keep {{braces}} and {"json": true}.',
  input_values: { dialect: 'SQLite', db: 'shop' },
  user_input: 'How many orders?',
};

describe('POST /prompt/template/debug', () => {
  it('fills the variables, asks the chosen model and streams the whole text so far, then [DONE]', async () => {
    setup.fake.setReply({ text: 'Count the rows.\nSELECT COUNT(*) FROM orders;' });
    const result = await debug({ ...sqlPrompt, debug_model: 'fake-model', temperature: 0.2 });

    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/event-stream/);
    const [request] = setup.fake.chatRequests();
    expect(request).toMatchObject({ model: 'fake-model', temperature: 0.2, stream: true });
    expect(request?.messages).toEqual([
      { role: 'system', content: 'Use SQLite for the shop database. Keep {braces} and {"json": true}.' },
      { role: 'user', content: 'How many orders?' },
    ]);

    const texts = result.payloads.slice(0, -1);
    expect(result.payloads.at(-1)).toBe('[DONE]');
    expect(texts.at(-1)).toBe('Count the rows.\\nSELECT COUNT(*) FROM orders;');
    // Each frame repeats the text so far: every one starts the next.
    texts.forEach((text, index) => expect(texts[index + 1] ?? text).toContain(text));
    expect(result.body).toMatch(/^data:Count/);
  });

  it('uses the default model and temperature 0.5 when none is chosen', async () => {
    await debug(sqlPrompt);
    expect(setup.fake.chatRequests()[0]).toMatchObject({ model: 'fake-model', temperature: 0.5 });
  });

  it('fills {response} of a scene template with the response schema', async () => {
    await debug({
      prompt_type: 'Scene',
      content: 'Answer as JSON: {response}',
      response_schema: '{"sql": "..."}',
      user_input: 'Go',
    });
    expect(setup.fake.chatRequests()[0]?.messages[0]).toEqual({
      role: 'system',
      content: 'Answer as JSON: {"sql": "..."}',
    });
  });

  it('shows thinking text as a quote before the answer', async () => {
    setup.fake.setReply({ reasoning: 'Let me think', text: 'Done' });
    const result = await debug(sqlPrompt);
    expect(result.payloads.at(-2)).toBe('> Let me think\\n\\nDone');
  });

  it('answers 400 naming the variables left empty, before asking any model', async () => {
    const result = await debug({ ...sqlPrompt, input_values: { dialect: 'SQLite', db: '  ' } });
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({
      success: false,
      err_code: 'E0001',
      err_msg: 'input_values: missing values for {db};',
    });
    const none = await debug({ ...sqlPrompt, input_values: undefined });
    expect(JSON.parse(none.body).err_msg).toBe('input_values: missing values for {dialect}, {db};');
    expect(setup.fake.chatRequests()).toEqual([]);
  });

  it('answers 400 without a user input or a template', async () => {
    const noInput = await debug({ ...sqlPrompt, user_input: ' ' });
    expect(noInput.status).toBe(400);
    expect(JSON.parse(noInput.body).err_msg).toBe('user_input: is required: the question to test with;');
    const noContent = await debug({ ...sqlPrompt, content: undefined });
    expect(JSON.parse(noContent.body).err_msg).toBe('content: is required;');
    expect(setup.fake.chatRequests()).toEqual([]);
  });

  it('ends with an error frame, and no [DONE], when the provider fails', async () => {
    setup.fake.setReply({ status: 500, errorMessage: 'Boom' });
    const result = await debug(sqlPrompt);
    expect(result.status).toBe(200);
    expect(result.payloads).toEqual(['[SERVER_ERROR]The model provider failed (HTTP 500): Boom']);
  });

  it('ends with an error frame naming the available models when the chosen one is unknown', async () => {
    const result = await debug({ ...sqlPrompt, debug_model: 'gpt-nowhere' });
    expect(result.payloads).toEqual([
      '[SERVER_ERROR]The model "gpt-nowhere" is not available on this server; available: fake-model',
    ]);
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});
