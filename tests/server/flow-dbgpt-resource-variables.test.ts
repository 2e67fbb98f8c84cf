import { AWEL, createFlow, flowCall, oneModelEnv } from './flow-helpers';
import { dbgptCanvas, dbgptEdge, dbgptNode } from './dbgpt-canvas-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

/** DB-GPT's variable references inside a resource's parameters are resolved when the flow runs. */
let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** A dict trigger at `endpoint` formatting a prompt resource whose system message is `system`. */
function promptCanvas(endpoint: string, system: string) {
  const trigger = dbgptNode('DictHttpTrigger', { endpoint, methods: 'POST' });
  const prompt = dbgptNode('CommonChatPromptTemplate', {
    system_message: system,
    human_message: '{question}',
  });
  const builder = dbgptNode('PromptBuilderOperator', { prompt: prompt.id });
  return dbgptCanvas([trigger, prompt, builder], [dbgptEdge(trigger, builder), dbgptEdge(prompt, builder)]);
}

const ask = (endpoint: string) =>
  fetch(`${server.baseUrl}/api/v1/awel/trigger${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice' },
    body: JSON.stringify({ question: 'Why?' }),
  });

describe('variables in DB-GPT resource parameters', () => {
  it("reads the flow's own variables and the stored ones into a wired prompt", async () => {
    const stored = await flowCall(server, 'POST', `${AWEL}/variables`, {
      key: 'app.texts',
      name: 'audience',
      label: 'Audience',
      value: 'new staff',
      value_type: 'str',
      category: 'common',
      scope: 'global',
    });
    expect(stored.body.success, stored.body.err_msg ?? '').toBe(true);
    await createFlow(server, 'variable_prompt', {
      flow_data: promptCanvas(
        '/variables/prompt',
        'Answer ${app.texts:audience} in a ${dbgpt.core.flow.params:tone@flow_priv} tone.',
      ),
      state: 'deployed',
      variables: [
        {
          key: 'dbgpt.core.flow.params',
          name: 'tone',
          label: 'Tone',
          category: 'common',
          scope: 'flow_priv',
          value: 'calm',
        },
      ],
    });
    const response = await ask('/variables/prompt');
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(JSON.parse(raw)).toEqual([
      { role: 'system', content: 'Answer new staff in a calm tone.' },
      { role: 'user', content: 'Why?' },
    ]);
  });

  it('names an unknown reference instead of sending it to the model', async () => {
    await createFlow(server, 'unknown_variable', {
      flow_data: promptCanvas('/variables/unknown', 'Be ${nowhere.key:missing}.'),
      state: 'deployed',
    });
    const response = await ask('/variables/unknown');
    const raw = await response.text();
    // The flow's problem, for its caller to act on: a 4xx naming the reference.
    expect(response.status).toBe(422);
    expect(raw).toContain('${nowhere.key:missing}');
    expect(raw).toContain('does not exist');
  });
});
