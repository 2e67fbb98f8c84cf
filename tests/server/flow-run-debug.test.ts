import type { RouteContext } from '@/server/context';
import type { FlowVariableResolver } from '@/server/flows/runtime/flow-variables';
import { canvasNode, chatFlowNodes, edge, oneModelEnv } from './flow-helpers';
import { chat, history } from './chat-test-helpers';
import { debugRun, deployFlow, flowFrameText } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
// The server's own context, whose variable resolver a test may stand in for.
let context: RouteContext;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: oneModelEnv(fake.url),
    plugins: [
      async (_app, routeContext) => {
        context = routeContext;
      },
    ],
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

const question = { model: 'fake-model', messages: 'Is it raining?' };

/** trigger → question → branch (contains "weather") → upper on matched / lower otherwise → output. */
const branchGraph = () => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger'),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('branch', 'branch', 'About weather?', { operator: 'contains', value: 'weather' }),
    canvasNode('loud', 'map', 'Loud', { transform: 'upper' }),
    canvasNode('quiet', 'map', 'Quiet', { transform: 'lower' }),
    canvasNode('out', 'streaming_output', 'Output'),
  ],
  edges: [
    edge('trigger', 'question'),
    edge('question', 'branch'),
    edge('branch', 'loud', 0),
    edge('branch', 'quiet', 1),
    edge('loud', 'out'),
    edge('quiet', 'out'),
  ],
});

describe('POST /flow/debug', () => {
  it('streams the text so far as raw frames with escaped newlines, and nothing else without trace', async () => {
    fake.setReply({ chunks: ['It ', 'is\nwet.'], tokenDelayMs: 60 });
    const result = await debugRun(server, chatFlowNodes('fake-model'), question);
    expect(result.status).toBe(200);
    expect(result.raw.startsWith('data:It')).toBe(true);
    expect(result.traces).toEqual([]);
    expect(result.raw).not.toContain('event:');
    expect(result.texts.at(-1)).toBe('It is\\nwet.');
    expect(result.texts.length).toBeGreaterThan(1);
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Answer: Is it raining?',
    });
  });

  it('with trace, tells each node running then done, with its input, output and duration', async () => {
    fake.setReply({ text: 'Yes.' });
    const result = await debugRun(server, chatFlowNodes('fake-model'), question, { trace: true });
    expect(result.texts.at(-1)).toBe('Yes.');
    const statuses = result.traces.map((trace) => `${trace.node_id}:${trace.status}`);
    for (const node of ['trigger', 'question', 'prompt', 'llm', 'out']) {
      expect(statuses.indexOf(`${node}:running`)).toBeGreaterThanOrEqual(0);
      expect(statuses.indexOf(`${node}:done`)).toBeGreaterThan(statuses.indexOf(`${node}:running`));
    }
    const prompt = result.traces.find((trace) => trace.node_id === 'prompt' && trace.status === 'running');
    expect(prompt?.input).toEqual({ variables: 'Is it raining?' });
    const llmDone = result.traces.find((trace) => trace.node_id === 'llm' && trace.status === 'done');
    expect(llmDone?.output).toBe('Yes.');
    expect(llmDone?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('sends the whole answer of a model node that does not stream as its text, in the debug run and the chat', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const whole = nodes.map((node) =>
      node.id === 'llm' ? canvasNode('llm', 'llm', 'Model', { model: 'fake-model' }) : node,
    );
    fake.setReply({ text: 'It is\nwet.' });
    const result = await debugRun(server, { nodes: whole, edges }, question);
    expect(result.texts.at(-1)).toBe('It is\\nwet.');

    const uid = await deployFlow(server, 'whole_answer', { nodes: whole, edges });
    fake.setReply({ text: 'Dry.' });
    const answer = await chat(
      server,
      { chat_mode: 'chat_flow', select_param: uid, user_input: 'hi', model_name: 'fake-model' },
      { userId: 'alice' },
    );
    expect(flowFrameText(answer.payloads.at(-1) ?? '{}')).toBe('Dry.');
  });

  it('takes one side of a branch and skips the other', async () => {
    const weather = await debugRun(server, branchGraph(), { messages: 'Weather today?' }, { trace: true });
    expect(weather.texts.at(-1)).toBe('WEATHER TODAY?');
    expect(weather.traces.find((trace) => trace.node_id === 'quiet')?.status).toBe('skipped');
    const other = await debugRun(server, branchGraph(), { messages: 'Tell me a JOKE' });
    expect(other.texts.at(-1)).toBe('tell me a joke');
  });

  it('refuses a flow that cannot run with a 400 envelope naming the node, before any stream', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const broken = nodes.map((node) =>
      node.id === 'prompt' ? canvasNode('prompt', 'prompt_template', 'My prompt') : node,
    );
    const result = await debugRun(server, { nodes: broken, edges }, question);
    expect(result.status).toBe(400);
    expect(result.envelope?.success).toBe(false);
    expect(result.envelope?.err_msg).toContain('My prompt');
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('tells a failure in the stream, naming the node in the caller language', async () => {
    const graph = {
      nodes: [
        canvasNode('trigger', 'http_trigger', 'Trigger'),
        canvasNode('question', 'request_conversion', 'Question'),
        canvasNode('parse', 'map', 'Read JSON', { transform: 'parse_json' }),
        canvasNode('out', 'streaming_output', 'Output'),
      ],
      edges: [edge('trigger', 'question'), edge('question', 'parse'), edge('parse', 'out')],
    };
    const en = await debugRun(server, graph, { messages: 'not json' }, { trace: true });
    expect(en.texts.at(-1)).toBe(
      '[SERVER_ERROR]The node "Read JSON" (parse) failed: the text is not JSON: "not json"',
    );
    expect(en.traces.find((trace) => trace.status === 'failed')).toMatchObject({ node_id: 'parse' });
    const zh = await debugRun(server, graph, { messages: 'not json' }, {}, { 'accept-language': 'zh' });
    expect(zh.texts.at(-1)).toBe(
      '[SERVER_ERROR]节点“Read JSON”（parse）运行失败：该文本不是 JSON：“not json”',
    );
  });
});

describe('flow variables in a run', () => {
  const SECRET = 'sk-very-secret-4242';
  let previous: FlowVariableResolver | undefined;
  beforeEach(() => {
    previous = context.flowVariables;
    context.flowVariables = {
      async resolve(value) {
        const text = JSON.stringify(value);
        if (!text.includes('${secret:api_key}')) return { ok: true, value, secrets: [] };
        return {
          ok: true,
          value: JSON.parse(text.replaceAll('${secret:api_key}', SECRET)),
          secrets: [SECRET],
        };
      },
    };
  });
  afterEach(() => {
    context.flowVariables = previous;
  });

  it('resolves a secret when the node runs and keeps it out of the answer and every trace', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const withSecret = nodes.map((node) =>
      node.id === 'prompt'
        ? canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Key ${secret:api_key}: {question}' })
        : node,
    );
    // The model repeats its prompt, so the secret would reach the answer, cut across chunks.
    fake.setReply({ chunks: ['Key sk-very-', 'secret-4242: echo'] });
    const result = await debugRun(server, { nodes: withSecret, edges }, question, { trace: true });
    expect(fake.chatRequests()[0]?.messages.at(-1)).toEqual({
      role: 'user',
      content: `Key ${SECRET}: Is it raining?`,
    });
    expect(result.texts.at(-1)).toBe('Key ******: echo');
    expect(result.raw).not.toContain(SECRET);
    expect(result.raw).not.toContain('sk-very-');
    expect(result.traces.length).toBeGreaterThan(5);

    // The same flow deployed: the chat answer and the stored round hold the mask, never the secret.
    const uid = await deployFlow(server, 'secretive', { nodes: withSecret, edges });
    fake.setReply({ chunks: ['Key sk-very-', 'secret-4242: echo'] });
    const answer = await chat(
      server,
      {
        chat_mode: 'chat_flow',
        select_param: uid,
        user_input: 'hi',
        conv_uid: 'secret-conv',
        model_name: 'fake-model',
      },
      { userId: 'alice' },
    );
    expect(flowFrameText(answer.payloads.at(-1) ?? '{}')).toBe('Key ******: echo');
    expect(answer.payloads.join('')).not.toContain('sk-very-');
    const stored = await history(server, 'secret-conv', { userId: 'alice' });
    expect(JSON.stringify(stored)).not.toContain('sk-very-');
  });
});
