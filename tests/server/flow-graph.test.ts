import type { FlowPanel } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import {
  AWEL,
  canvas,
  canvasNode,
  chatFlowNodes,
  edge,
  flowCall,
  oneModelEnv,
  type CanvasEdge,
  type CanvasNode,
} from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

function deploy(nodes: CanvasNode[], edges: CanvasEdge[], language: 'en' | 'zh' = 'en') {
  counter += 1;
  return flowCall<FlowPanel>(
    server,
    'POST',
    `${AWEL}/flows`,
    { name: `graph_${counter}`, label: 'Graph', state: 'deployed', flow_data: canvas(nodes, edges) },
    { language },
  );
}

const base = () => chatFlowNodes('fake-model');

describe('the graph check when a flow is deployed', () => {
  it('accepts a complete chat flow, stores it deployed and computes chat_flow with its trigger', async () => {
    const { nodes, edges } = base();
    const answer = await deploy(nodes, edges);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'deployed', flow_category: 'chat_flow', problems: [] });
    expect(answer.body.data.metadata?.triggers?.[0]).toMatchObject({ path: '/api/v1/awel/trigger/chat' });
  });

  it('computes common for a flow without a streaming output', async () => {
    const { nodes, edges } = base();
    nodes.splice(4, 1, canvasNode('parse', 'output_parser', 'Parse'));
    const llm = nodes.find((node) => node.id === 'llm') as CanvasNode;
    llm.data.id = 'operator_llm___$$___llm___$$___v1';
    const answer = await deploy(nodes, [...edges.slice(0, 3), edge('llm', 'parse')]);
    expect(answer.body.data.flow_category).toBe('common');
  });

  it.each<[string, () => { nodes: CanvasNode[]; edges: CanvasEdge[] }, string, string]>([
    [
      'a cycle',
      () => {
        const { nodes, edges } = base();
        nodes.push(canvasNode('shape', 'map', 'Shape'));
        return { nodes, edges: [...edges, edge('llm', 'shape'), edge('shape', 'prompt')] };
      },
      '"Prompt": this node is part of a cycle; a flow cannot loop back',
      '“Prompt”：该节点处在一个环中，工作流不能回环',
    ],
    [
      'two triggers',
      () => {
        const { nodes, edges } = base();
        nodes.push(canvasNode('trigger2', 'http_trigger', 'Second trigger'));
        return { nodes, edges };
      },
      '"Second trigger": a flow has exactly one trigger, and this is another one',
      '“Second trigger”：一个工作流只能有一个触发器，这是多出的一个',
    ],
    [
      'an unwired input',
      () => {
        const { nodes, edges } = base();
        return { nodes, edges: edges.filter((link) => link.target !== 'llm') };
      },
      '"Model": the input "Model request" is not connected',
      '“Model”：输入“模型请求”没有连接',
    ],
    [
      'incompatible types',
      () => {
        const { nodes, edges } = base();
        nodes.push(canvasNode('retriever', 'knowledge_retriever', 'Retriever', { space: 'none' }));
        return { nodes, edges: [...edges, edge('question', 'retriever'), edge('retriever', 'out')] };
      },
      '"Output": "Retriever" gives Chunk[], but the input "Model output" expects ModelOutput',
      '“Output”：“Retriever”输出 Chunk[]，但输入“模型输出”需要 ModelOutput',
    ],
    [
      'a missing required parameter',
      () => {
        const { nodes, edges } = base();
        const llm = nodes.find((node) => node.id === 'llm') as CanvasNode;
        llm.data.parameters = [];
        return { nodes, edges };
      },
      '"Model": the parameter "Model" is required',
      '“Model”：参数“模型”为必填项',
    ],
  ])(
    'refuses %s with 400, naming the node and the reason in the caller language',
    async (_, build, en, zh) => {
      const { nodes, edges } = build();
      const answer = await deploy(nodes, edges);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.err_msg).toContain('The flow cannot be deployed: ');
      expect(answer.body.err_msg).toContain(en);
      const chinese = await deploy(nodes, edges, 'zh');
      expect(chinese.body.err_msg).toContain('工作流无法部署：');
      expect(chinese.body.err_msg).toContain(zh);
    },
  );
});

describe('the graph check of a flow that is not deployed', () => {
  it('saves an incomplete flow and reports its problems, node by node', async () => {
    const { nodes, edges } = base();
    const llm = nodes.find((node) => node.id === 'llm') as CanvasNode;
    llm.data.parameters = [
      { name: 'model', value: 'gone-model' },
      { name: 'temperature', value: 5 },
    ];
    const answer = await flowCall<FlowPanel>(
      server,
      'POST',
      `${AWEL}/flows`,
      { name: 'draft_flow', flow_data: canvas(nodes, edges.slice(0, 2)) },
      { language: 'zh' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.state).toBe('initializing');
    expect(answer.body.data.problems).toEqual([
      { node_id: 'llm', message: '“Model”：“gone-model”不是“模型”的可选项' },
      { node_id: 'llm', message: '“Model”：“温度”必须在 0 到 2 之间' },
      { node_id: 'llm', message: '“Model”：输入“模型请求”没有连接' },
      { node_id: 'out', message: '“Output”：输入“模型输出”没有连接' },
    ]);
  });

  it('refuses an unknown node type even in a draft, in both languages', async () => {
    const { nodes, edges } = base();
    const odd = canvasNode('odd', 'map', 'Odd one');
    odd.data.id = 'operator_python_code___$$___code___$$___v1';
    const body = { name: 'odd_flow', flow_data: canvas([...nodes, odd], edges) };
    const answer = await flowCall(server, 'POST', `${AWEL}/flows`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe(
      'The flow uses nodes this server does not have: "Odd one": the node type "operator_python_code___$$___code___$$___v1" does not exist on this server',
    );
    const zh = await flowCall(server, 'POST', `${AWEL}/flows`, body, { language: 'zh' });
    expect(zh.body.err_msg).toBe(
      '工作流使用了本服务器没有的节点：“Odd one”：本服务器没有“operator_python_code___$$___code___$$___v1”类型的节点',
    );
    const listed = await flowCall<{ total_count: number }>(server, 'GET', `${AWEL}/flows?name=odd_flow`);
    expect(listed.body.data.total_count).toBe(0);
  });

  it('answers "Add nodes first" when an empty canvas is deployed', async () => {
    const answer = await deploy([], []);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe('The flow cannot be deployed: Add nodes first');
  });

  it('checks the nodes own rules: a branch without a value, a map needing a field, a join with one input', async () => {
    const { nodes, edges } = base();
    nodes.push(
      canvasNode('branch', 'branch', 'Branch', { operator: 'greater_than', value: 'many' }),
      canvasNode('pick', 'map', 'Pick', { transform: 'get_field' }),
      canvasNode('join', 'join', 'Join'),
    );
    const wired = [...edges, edge('question', 'branch'), edge('branch', 'pick'), edge('pick', 'join')];
    const answer = await deploy(nodes, wired);
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain(
      '"Branch": the condition "greater_than" compares numbers, and "many" is not one',
    );
    expect(answer.body.err_msg).toContain('"Pick": the transform "Get a field" needs a field name');
    expect(answer.body.err_msg).toContain('"Join": connect at least 2 inputs to "Inputs"');
  });
});
