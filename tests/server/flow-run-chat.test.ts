import { createApp } from './app-helpers';
import { chat, framePayloads, history } from './chat-test-helpers';
import { canvasNode, chatFlowNodes, edge, oneModelEnv } from './flow-helpers';
import { deployFlow, flowFrameText } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

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
afterEach(() => fake.reset());

const askFlow = (uid: string, question: string, extra: Record<string, unknown> = {}) =>
  chat(
    server,
    { chat_mode: 'chat_flow', select_param: uid, user_input: question, model_name: 'fake-model', ...extra },
    { userId: 'alice' },
  );

describe('chat_flow', () => {
  it('streams the flow answer in flow frames (newlines escaped), asks the model through the prompt, and stores the round', async () => {
    const uid = await deployFlow(server, 'streamer', chatFlowNodes('fake-model'));
    fake.setReply({ chunks: ['Line one', '\nLine ', 'two'], tokenDelayMs: 60 });
    const result = await askFlow(uid, 'What is up?', { conv_uid: 'flow-conv-1' });
    expect(result.status).toBe(200);
    expect(result.payloads.length).toBeGreaterThan(1);
    expect((JSON.parse(result.payloads[0] ?? '{}') as { id: string }).id).toBe('flow-conv-1');
    const texts = result.payloads.map(flowFrameText);
    expect(texts.at(-1)).toBe('Line one\\nLine two');
    expect(texts[0]?.length).toBeLessThan('Line one\\nLine two'.length);
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Answer: What is up?' });
    const stored = await history(server, 'flow-conv-1', { userId: 'alice' });
    expect(stored.filter((message) => message.role !== 'view').map((message) => message.context)).toEqual([
      'What is up?',
      'Line one\nLine two',
    ]);
  });

  it('answers in the stream when the flow is not deployed, is unknown, or none is chosen', async () => {
    const draft = await deployFlow(server, 'drafty', chatFlowNodes('fake-model'), 'developing');
    const notDeployed = await askFlow(draft, 'hi');
    expect(notDeployed.payloads).toEqual([
      '[SERVER_ERROR]The flow "drafty" is in the state "developing"; only a deployed flow answers chats. Deploy it first',
    ]);
    expect((await askFlow('no-such-flow', 'hi')).payloads).toEqual([
      '[SERVER_ERROR]There is no flow "no-such-flow"',
    ]);
    const zh = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice', 'accept-language': 'zh' },
      body: JSON.stringify({
        chat_mode: 'chat_flow',
        select_param: '',
        user_input: 'hi',
        model_name: 'fake-model',
      }),
    });
    expect(framePayloads(await zh.text())).toEqual([
      '[SERVER_ERROR]请选择要对话的工作流（在 select_param 中填写其 uid）',
    ]);
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('names the failing node, by its label and id, in the stream', async () => {
    const uid = await deployFlow(server, 'failing', chatFlowNodes('fake-model'));
    fake.setReply({ status: 500, errorMessage: 'the model broke' });
    const result = await askFlow(uid, 'hi');
    const last = result.payloads.at(-1) ?? '';
    expect(last).toMatch(/^\[SERVER_ERROR\]The node "Model" \(llm\) failed: /);
  });

  it('uses the conversation so far as the chat history node sees it', async () => {
    const graph = {
      nodes: [
        canvasNode('trigger', 'http_trigger', 'Trigger'),
        canvasNode('history', 'chat_history', 'History', { rounds: 1 }),
        canvasNode('question', 'request_conversion', 'Question'),
        canvasNode('join', 'join', 'Join', { mode: 'merge' }),
        canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Q: {question}' }),
        canvasNode('llm', 'streaming_llm', 'Model', { model: 'fake-model' }),
        canvasNode('out', 'streaming_output', 'Output'),
      ],
      edges: [
        edge('trigger', 'history'),
        edge('trigger', 'question'),
        edge('history', 'join', 0, 0),
        edge('question', 'join', 0, 1),
        edge('join', 'prompt'),
        edge('prompt', 'llm'),
        edge('llm', 'out'),
      ],
    };
    const uid = await deployFlow(server, 'remembering', graph);
    fake.setReply({ text: 'First answer.' });
    await askFlow(uid, 'First question', { conv_uid: 'flow-conv-2' });
    fake.setReply({ text: 'Second answer.' });
    await askFlow(uid, 'Second question', { conv_uid: 'flow-conv-2' });
    expect(fake.chatRequests()[1]?.messages).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Q: Second question' },
    ]);
  });
});

describe('awel_layout apps', () => {
  it('answer with their flow, in flow frames', async () => {
    const uid = await deployFlow(server, 'app_flow', chatFlowNodes('fake-model'));
    const app = await createApp(server, 'Flow app', {
      team_mode: 'awel_layout',
      team_context: { dag_id: 'flow_dag_app_flow', uid, name: 'app_flow', flow_category: 'chat_flow' },
    });
    fake.setReply({ text: 'From the app flow.' });
    const result = await chat(
      server,
      {
        chat_mode: 'chat_agent',
        app_code: app.app_code,
        user_input: 'Hello app',
        model_name: 'fake-model',
      },
      { userId: 'alice' },
    );
    expect(flowFrameText(result.payloads.at(-1) ?? '{}')).toBe('From the app flow.');
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Answer: Hello app' });
  });
});
