import type { OperatorMetadata } from '@/contract/flow';
import { operatorPackageInstaller } from '@/server/packages/installers/operator-installer';
import { chat } from './chat-test-helpers';
import { AWEL, canvasNode, createFlow, edge, flowCall, oneModelEnv, type CanvasNode } from './flow-helpers';
import { debugRun, deployFlow, flowFrameText } from './flow-run-helpers';
import { startTestServer, type TestServer } from './harness';
import { contextCatcher, installScope, loadHubPackage } from './hub-packages';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
const catcher = contextCatcher();
const scope = (language: 'en' | 'zh' = 'en') => installScope(catcher.context(), language);
const THINGS = [{ kind: 'operator' as const, id: 'composite_key_points', name: 'Key points' }];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url), plugins: [catcher.plugin] });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
afterEach(() => fake.reset());

async function palette(language: 'en' | 'zh' = 'en'): Promise<OperatorMetadata[]> {
  const answer = await flowCall<OperatorMetadata[]>(server, 'GET', `${AWEL}/nodes`, undefined, { language });
  return answer.body.data;
}

/** The composite operator placed on a canvas as the flow editor places a palette node. */
function keyPointsNode(metadata: OperatorMetadata): CanvasNode {
  const node = canvasNode('points', 'map', 'Key points');
  return { ...node, data: { ...node.data, id: metadata.id, name: metadata.name, parameters: [] } };
}

function graphWith(points: CanvasNode) {
  return {
    nodes: [
      canvasNode('trigger', 'http_trigger', 'Trigger'),
      canvasNode('question', 'request_conversion', 'Question'),
      points,
    ],
    edges: [edge('trigger', 'question'), edge('question', 'points')],
  };
}

describe('composite operator packages', () => {
  it('puts the operator in the palette as one node with one input and one output, in the caller’s language', async () => {
    const pkg = await loadHubPackage('operator', 'key-points');
    expect(await operatorPackageInstaller.preview(pkg, scope())).toEqual(THINGS);
    expect(await operatorPackageInstaller.install(pkg, scope())).toEqual(THINGS);

    const english = (await palette('en')).find((node) => node.name === 'composite_key_points');
    expect(english).toMatchObject({
      label: 'Key points',
      flow_type: 'operator',
      parameters: [],
      inputs: [{ name: 'input', label: 'Input', type_name: 'object' }],
      outputs: [{ name: 'output', label: 'Output', type_name: 'str' }],
    });
    const chinese = (await palette('zh')).find((node) => node.name === 'composite_key_points');
    expect(chinese).toMatchObject({
      label: '要点提炼',
      inputs: [{ label: '输入' }],
      outputs: [{ label: '输出' }],
    });
  });

  it('runs its sub-flow when the node runs: the input reaches the entry node and the last node answers', async () => {
    const metadata = (await palette()).find(
      (node) => node.name === 'composite_key_points',
    ) as OperatorMetadata;
    fake.setReply({ text: '- Revenue up 12%' });
    const result = await debugRun(server, graphWith(keyPointsNode(metadata)), {
      messages: 'Revenue rose 12% in Q3.',
    });
    expect(result.status).toBe(200);
    expect(result.texts.at(-1)).toBe('- Revenue up 12%');
    const [request] = fake.chatRequests();
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'Revenue rose 12% in Q3.' });
    expect(JSON.stringify(request?.messages[0])).toContain('List the key points of the text');
  });

  it('runs inside a deployed chat flow, its output feeding the next nodes', async () => {
    const metadata = (await palette()).find(
      (node) => node.name === 'composite_key_points',
    ) as OperatorMetadata;
    const uid = await deployFlow(server, 'points_then_answer', {
      nodes: [
        ...graphWith(keyPointsNode(metadata)).nodes,
        canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Write a title for: {input}' }),
        canvasNode('llm', 'streaming_llm', 'Model', { model: 'fake-model' }),
        canvasNode('out', 'streaming_output', 'Output'),
      ],
      edges: [
        ...graphWith(keyPointsNode(metadata)).edges,
        edge('points', 'prompt'),
        edge('prompt', 'llm'),
        edge('llm', 'out'),
      ],
    });
    fake.replyOnce({ text: '- Sales grew' });
    fake.replyOnce({ text: 'Growth quarter' });
    const answer = await chat(
      server,
      {
        chat_mode: 'chat_flow',
        select_param: uid,
        user_input: 'Sales grew a lot.',
        model_name: 'fake-model',
      },
      { userId: 'alice' },
    );
    expect(answer.payloads.map(flowFrameText).at(-1)).toBe('Growth quarter');
    expect(fake.chatRequests()[1]?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Write a title for: - Sales grew',
    });
    expect(await operatorPackageInstaller.usedBy(THINGS, scope())).toEqual([
      { kind: 'flow', id: uid, name: 'points_then_answer' },
    ]);
  });

  it('names the operator and its inner node when the sub-flow fails, in the caller’s language', async () => {
    const metadata = (await palette()).find(
      (node) => node.name === 'composite_key_points',
    ) as OperatorMetadata;
    fake.setReply({ status: 500, errorMessage: 'model exploded' });
    const en = await debugRun(server, graphWith(keyPointsNode(metadata)), { messages: 'Anything' });
    expect(en.texts.at(-1)).toMatch(
      /^\[SERVER_ERROR\]The node "Key points" \(points\) failed: The composite operator "Key points" failed: The node "Key points writer" \(writer\) failed: /,
    );
    const zh = await debugRun(
      server,
      graphWith(keyPointsNode(metadata)),
      { messages: 'Anything' },
      {},
      {
        'accept-language': 'zh',
      },
    );
    expect(zh.texts.at(-1)).toContain(
      '组合算子“要点提炼”运行失败：节点“Key points writer”（writer）运行失败',
    );
  });

  it('refuses a second install and a sub-flow that cannot run as one', async () => {
    const pkg = await loadHubPackage('operator', 'key-points');
    await expect(operatorPackageInstaller.install(pkg, scope())).rejects.toMatchObject({ status: 409 });
    const definition = pkg.definition as { flow_data: { nodes: unknown[]; edges: unknown[] } };
    const withTrigger = {
      ...pkg,
      name: 'key-points-2',
      definition: {
        ...definition,
        flow_data: {
          ...definition.flow_data,
          nodes: [...definition.flow_data.nodes, canvasNode('trigger', 'http_trigger', 'Trigger')],
          edges: [...definition.flow_data.edges, edge('trigger', 'text')],
        },
      },
    };
    const refused = await operatorPackageInstaller.preview(withTrigger, scope());
    expect('problem' in refused && refused.problem.in('en')).toContain(
      'The sub-flow of the composite operator "Key points" cannot run: "Trigger": A composite operator\'s sub-flow takes the operator\'s input instead of a trigger',
    );
    const twoEntries = {
      ...withTrigger,
      definition: { ...definition, flow_data: { ...definition.flow_data, edges: [] } },
    };
    const entries = await operatorPackageInstaller.preview(twoEntries, scope('zh'));
    expect('problem' in entries && entries.problem.in('zh')).toContain('当前有 2 个');
  });

  it('leaves the palette on uninstall; a flow still using it is then refused naming the node type', async () => {
    const metadata = (await palette()).find(
      (node) => node.name === 'composite_key_points',
    ) as OperatorMetadata;
    const saved = await createFlow(server, 'uses_points', {
      flow_data: { ...graphWith(keyPointsNode(metadata)), viewport: { x: 0, y: 0, zoom: 1 } },
    });
    const users = await operatorPackageInstaller.usedBy(THINGS, scope());
    expect(users.map((user) => user.id)).toContain(saved.uid);
    await operatorPackageInstaller.uninstall(THINGS, scope());
    expect((await palette()).some((node) => node.name === 'composite_key_points')).toBe(false);
    const refused = await debugRun(server, graphWith(keyPointsNode(metadata)), { messages: 'Anything' });
    expect(refused.status).toBe(400);
    expect(refused.envelope?.err_msg).toBe(
      'The flow "Debugged" cannot run: "Key points": the node type "operator_composite_key_points___$$___common___$$___v1" does not exist on this server',
    );
  });
});
