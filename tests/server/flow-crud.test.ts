import type { PaginationResult } from '@/contract/common';
import type { FlowPanel } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { AWEL, canvas, chatFlowNodes, createFlow, flowCall, oneModelEnv } from './flow-helpers';

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

/** The update body DB-GPT's client sends: the whole flow, with its uid. */
const updateBody = (flow: FlowPanel, fields: Record<string, unknown> = {}) => ({
  uid: flow.uid,
  name: flow.name,
  label: flow.label,
  description: flow.description,
  flow_data: flow.flow_data,
  ...fields,
});

describe('create, get, list', () => {
  it('stores a flow with a generated uid, its owner, defaults and category; get answers it under v1 and v2', async () => {
    const created = await createFlow(server, 'first_flow', { description: 'Says hello' });
    expect(created.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      name: 'first_flow',
      label: 'first_flow',
      state: 'initializing',
      editable: true,
      source: 'DBGPT-WEB',
      user_name: 'alice',
      flow_category: 'chat_flow',
      dag_id: `flow_dag_first_flow_${created.uid}`,
    });
    for (const prefix of [AWEL, '/api/v1/serve/awel']) {
      const got = await flowCall<FlowPanel>(server, 'GET', `${prefix}/flows/${created.uid}`);
      expect(got.status).toBe(200);
      expect(got.body.data).toMatchObject({ uid: created.uid, description: 'Says hello', problems: [] });
      expect(got.body.data.flow_data?.nodes).toHaveLength(5);
    }
  });

  it('without a label, the name becomes the label and its spaces become "_"', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const answer = await flowCall<FlowPanel>(server, 'POST', `${AWEL}/flows`, {
      name: 'My chat flow',
      flow_data: canvas(nodes, edges),
    });
    expect(answer.body.data).toMatchObject({ name: 'My_chat_flow', label: 'My chat flow' });
  });

  it('refuses a name outside ^[a-zA-Z0-9_-]+$ and a taken name, in both languages', async () => {
    const { nodes, edges } = chatFlowNodes('fake-model');
    const bad = { name: 'bad.name', label: 'Bad', flow_data: canvas(nodes, edges) };
    const refused = await flowCall(server, 'POST', `${AWEL}/flows`, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toBe(
      'The flow name "bad.name" may only contain letters, digits, "_" and "-"',
    );
    const zh = await flowCall(server, 'POST', `${AWEL}/flows`, bad, { language: 'zh' });
    expect(zh.body.err_msg).toBe('工作流名称“bad.name”只能包含字母、数字、“_”和“-”');
    await createFlow(server, 'twin_flow');
    const twin = await flowCall(
      server,
      'POST',
      `${AWEL}/flows`,
      { ...bad, name: 'twin_flow' },
      { user: 'bob' },
    );
    expect(twin.status).toBe(409);
    expect(twin.body.err_msg).toBe('A flow named "twin_flow" already exists; choose another name');
  });

  it('refuses a body without flow_data or with a malformed canvas with 400 E0001', async () => {
    const missing = await flowCall(server, 'POST', `${AWEL}/flows`, { name: 'no_canvas' });
    expect(missing.status).toBe(400);
    expect(missing.body.err_code).toBe('E0001');
    const malformed = await flowCall(server, 'POST', `${AWEL}/flows`, {
      name: 'broken',
      flow_data: { nodes: [{ id: 'x' }], edges: [] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.err_msg).toContain('flow_data.nodes.0');
  });

  it('lists newest first with paging, exact filters and a search on name or label', async () => {
    await createFlow(server, 'search_alpha', { label: 'Weather helper' });
    // Newest first is by time of change, in milliseconds: keep the two apart.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createFlow(server, 'search_beta', { label: 'Sales report', visibility: 'public' }, 'bob');
    const page = await flowCall<PaginationResult<FlowPanel>>(
      server,
      'GET',
      `${AWEL}/flows?page=1&page_size=1`,
    );
    expect(page.body.data).toMatchObject({ page: 1, page_size: 1 });
    expect(page.body.data.items.map((flow) => flow.name)).toEqual(['search_beta']);
    expect(page.body.data.total_pages).toBe(page.body.data.total_count);
    const byLabel = await flowCall<PaginationResult<FlowPanel>>(
      server,
      'GET',
      `${AWEL}/flows?search=WEATHER`,
    );
    expect(byLabel.body.data.items.map((flow) => flow.name)).toEqual(['search_alpha']);
    const byName = await flowCall<PaginationResult<FlowPanel>>(server, 'GET', `${AWEL}/flows?search=search_`);
    expect(byName.body.data.total_count).toBe(2);
    const bobs = await flowCall<PaginationResult<FlowPanel>>(server, 'GET', `${AWEL}/flows?user_name=bob`);
    expect(bobs.body.data.items.map((flow) => flow.name)).toEqual(['search_beta']);
  });

  it('answers an unknown uid with 404 in the caller language', async () => {
    const missing = await flowCall(server, 'GET', flowPath('nope'), undefined, { language: 'zh' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, err_code: '404', err_msg: '不存在工作流“nope”' });
  });
});

describe('update', () => {
  it('saves a new label and moves developing → deployed, picking the flow by the body uid', async () => {
    const flow = await createFlow(server, 'update_me');
    const developing = await flowCall<FlowPanel>(
      server,
      'PUT',
      flowPath('ignored-path-uid'),
      updateBody(flow, { label: 'Renamed', state: 'developing' }),
    );
    expect(developing.status).toBe(200);
    expect(developing.body.data).toMatchObject({ label: 'Renamed', state: 'developing' });
    const deployed = await flowCall<FlowPanel>(
      server,
      'PUT',
      flowPath(flow.uid),
      updateBody(flow, { state: 'deployed' }),
    );
    expect(deployed.body.data.state).toBe('deployed');
    expect(deployed.body.data.metadata?.triggers?.[0]?.trigger_mode).toBe('chat');
  });

  it('refuses a state change contract 3.0 forbids, in both languages', async () => {
    const flow = await createFlow(server, 'state_flow');
    const jump = await flowCall(server, 'PUT', flowPath(flow.uid), updateBody(flow, { state: 'running' }));
    expect(jump.status).toBe(400);
    expect(jump.body.err_msg).toBe('A flow cannot go from the state "initializing" to "running"');
    const zh = await flowCall(server, 'PUT', flowPath(flow.uid), updateBody(flow, { state: 'disabled' }), {
      language: 'zh',
    });
    expect(zh.body.err_msg).toBe('工作流不能从“initializing”状态变为“disabled”');
    const unchanged = await flowCall<FlowPanel>(server, 'GET', flowPath(flow.uid));
    expect(unchanged.body.data.state).toBe('initializing');
  });

  it('refuses to change a non-editable flow with 403, but lets its owner delete it', async () => {
    const flow = await createFlow(server, 'locked_flow', { editable: false });
    const change = await flowCall(server, 'PUT', flowPath(flow.uid), updateBody(flow, { label: 'New' }));
    expect(change.status).toBe(403);
    expect(change.body.err_msg).toBe('The flow "locked_flow" is not editable; copy it to make changes');
    const removed = await flowCall<FlowPanel>(server, 'DELETE', flowPath(flow.uid));
    expect(removed.body.data.uid).toBe(flow.uid);
  });

  it("refuses changes to another user's public flow with 403, update and delete alike", async () => {
    const flow = await createFlow(server, 'alice_only', { visibility: 'public' });
    const update = await flowCall(
      server,
      'PUT',
      flowPath(flow.uid),
      updateBody(flow, { label: 'Mine now' }),
      {
        user: 'mallory',
      },
    );
    expect(update.status).toBe(403);
    expect(update.body.err_msg).toBe('Only the owner of the flow "alice_only" or an admin may change it');
    const remove = await flowCall(server, 'DELETE', flowPath(flow.uid), undefined, {
      user: 'mallory',
      language: 'zh',
    });
    expect(remove.status).toBe(403);
    expect(remove.body.err_msg).toBe('只有工作流“alice_only”的创建者或管理员可以修改它');
    const still = await flowCall<FlowPanel>(server, 'GET', flowPath(flow.uid));
    expect(still.body.data.label).toBe('alice_only');
  });

  it("lets an admin change another user's flow, which stays its owner's", async () => {
    const flow = await createFlow(server, 'reviewed_flow');
    // `001` is the seeded admin of DB-GPT's admin list (no sign-in in these tests).
    const review = await flowCall<FlowPanel>(
      server,
      'PUT',
      flowPath(flow.uid),
      updateBody(flow, { label: 'Reviewed' }),
      {
        user: '001',
      },
    );
    expect(review.status).toBe(200);
    expect(review.body.data).toMatchObject({ label: 'Reviewed', user_name: 'alice' });
  });

  it('refuses a create with a uid that exists with 409', async () => {
    const flow = await createFlow(server, 'uid_owner');
    const again = await flowCall(server, 'POST', `${AWEL}/flows`, { ...updateBody(flow), name: 'uid_thief' });
    expect(again.status).toBe(409);
    expect(again.body.err_msg).toBe(`A flow with the uid "${flow.uid}" already exists`);
  });

  it('answers an update of an unknown uid with 404', async () => {
    const flow = await createFlow(server, 'ghost_base');
    const ghost = await flowCall(server, 'PUT', flowPath('ghost'), updateBody(flow, { uid: 'ghost' }));
    expect(ghost.status).toBe(404);
  });
});

describe('delete and copy', () => {
  it('deletes a flow: get then answers 404', async () => {
    const flow = await createFlow(server, 'short_lived');
    const removed = await flowCall<FlowPanel>(server, 'DELETE', flowPath(flow.uid));
    expect(removed.body.data.name).toBe('short_lived');
    expect((await flowCall(server, 'GET', flowPath(flow.uid))).status).toBe(404);
    expect((await flowCall(server, 'DELETE', flowPath(flow.uid))).status).toBe(404);
  });

  it("copies anyone's flow as the caller's own, with a new name, label, editable and deploy", async () => {
    const source = await createFlow(server, 'copy_source', { editable: false, visibility: 'public' });
    const copy = await flowCall<FlowPanel>(
      server,
      'POST',
      `${flowPath(source.uid)}/copy`,
      { name: 'copy_target', label: 'My copy', editable: true, deploy: true },
      { user: 'bob' },
    );
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      name: 'copy_target',
      label: 'My copy',
      editable: true,
      state: 'deployed',
      user_name: 'bob',
      flow_category: 'chat_flow',
    });
    expect(copy.body.data.uid).not.toBe(source.uid);
    // The copy is private to its new owner until they share it.
    expect(copy.body.data.visibility).toBe('private');
    expect(copy.body.data.flow_data).toEqual(source.flow_data);
    const taken = await flowCall(server, 'POST', `${flowPath(source.uid)}/copy`, { name: 'copy_source' });
    expect(taken.status).toBe(409);
  });
});
