import type { FlowPanel, FlowVersion } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { AWEL, canvas, canvasNode, chatFlowNodes, createFlow, flowCall, oneModelEnv } from './flow-helpers';

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

const flowPath = (uid: string) => `${AWEL}/flows/${uid}`;

async function save(flow: FlowPanel, fields: Record<string, unknown>, user = 'alice') {
  return flowCall<FlowPanel>(
    server,
    'PUT',
    flowPath(flow.uid),
    { uid: flow.uid, name: flow.name, label: flow.label, flow_data: flow.flow_data, ...fields },
    { user },
  );
}

describe('versions', () => {
  it('keeps the previous definition on every save, newest first, and restores one', async () => {
    const flow = await createFlow(server, 'versioned', { label: 'First' });
    await save(flow, { label: 'Second' });
    const { nodes, edges } = chatFlowNodes('fake-model');
    nodes.push(canvasNode('extra', 'map', 'Extra'));
    await save(flow, { label: 'Third', flow_data: canvas(nodes, edges) });

    const listed = await flowCall<FlowVersion[]>(server, 'GET', `${flowPath(flow.uid)}/versions`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((version) => [version.version, version.label, version.saved_by])).toEqual([
      [2, 'Second', 'alice'],
      [1, 'First', 'alice'],
    ]);
    expect(listed.body.data[0]?.flow_data?.nodes).toHaveLength(5);

    const restored = await flowCall<FlowPanel>(server, 'POST', `${flowPath(flow.uid)}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.label).toBe('First');
    expect(restored.body.data.flow_data?.nodes).toHaveLength(5);
    const got = await flowCall<FlowPanel>(server, 'GET', flowPath(flow.uid));
    expect(got.body.data.label).toBe('First');

    // The restore kept the definition it replaced, so it can be undone.
    const after = await flowCall<FlowVersion[]>(server, 'GET', `${flowPath(flow.uid)}/versions`);
    expect(after.body.data[0]).toMatchObject({ version: 3, label: 'Third' });
    expect(after.body.data[0]?.flow_data?.nodes).toHaveLength(6);
  });

  it('refuses a missing version with 404 and another user with 403, in both languages', async () => {
    const flow = await createFlow(server, 'guarded_versions', { visibility: 'public' });
    await save(flow, { label: 'Changed' });
    const missing = await flowCall(server, 'POST', `${flowPath(flow.uid)}/versions/9/restore`, undefined, {
      language: 'zh',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.err_msg).toBe('工作流“guarded_versions”没有版本 9');
    const other = await flowCall(server, 'POST', `${flowPath(flow.uid)}/versions/1/restore`, undefined, {
      user: 'mallory',
    });
    expect(other.status).toBe(403);
    const badId = await flowCall(server, 'POST', `${flowPath(flow.uid)}/versions/first/restore`);
    expect(badId.status).toBe(400);
    expect(badId.body.err_code).toBe('E0001');
    expect((await flowCall(server, 'GET', `${flowPath('nope')}/versions`)).status).toBe(404);
  });

  it('refuses to restore a version that cannot run into a deployed flow', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const draft = await createFlow(server, 'deploy_later', {
      state: 'developing',
      flow_data: canvas(nodes.slice(0, 4), edges.slice(0, 2)),
    });
    const deployed = await save(draft, { state: 'deployed', flow_data: canvas(nodes, edges) });
    expect(deployed.body.data.state).toBe('deployed');
    const restore = await flowCall(server, 'POST', `${flowPath(draft.uid)}/versions/1/restore`);
    expect(restore.status).toBe(400);
    expect(restore.body.err_msg).toContain('The flow cannot be deployed: ');
    expect(restore.body.err_msg).toContain('"Model": the input "Model request" is not connected');
  });
});
